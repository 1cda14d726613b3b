import CommandLineDeclaration
import ExerciseSupport
import Foundation
import Synchronization

/// Grades learners' repositories against a reference: only the learner's files come
/// from a repository; the checks, probes, given files, catalog and library come from
/// the reference (`GradingReference`), and the checks are compiled apart from the
/// learner's code (`ExerciseChecker.compileGraded`).
///
/// One grader grades any number of repositories against one reference built once (a
/// class, `workbook class`). Its exercises are compiled two at a time, and each one's
/// checks run one at a time, never two learners' programs at once: while other
/// exercises compile where the checks run as `nobody` (`GradingUser`), else only once
/// every compile is done, so that no learner's code runs while a compile reads what it
/// could rewrite. Before the first compile and after each run, the reference and its
/// build must be as grading found them (`ReferenceSnapshot`): a run that changed them
/// is named, and nothing more is graded.
struct Grader {
  let reference: GradingReference
  /// The reference's catalog: which exercises there are and which files are the learner's.
  let catalog: ExerciseCatalog
  var checker: ExerciseChecker
  let snapshot: ReferenceSnapshot
  /// Verdicts by exercise and learner files: a class's untouched starters, or one
  /// solution handed round, are graded once.
  let verdicts = GradedVerdicts()
  /// Whether `nobody` can reach the library, the scratch folder and the reference.
  private let reachableByOthers: Bool
  /// Whether the checks run as another user who cannot write the grader's files: then
  /// a learner's code may run while other exercises compile.
  var isolated: Bool { checker.runsAs != nil && reachableByOthers }

  init(reference: GradingReference, buildFirst: Bool, console: Console) throws {
    self.reference = reference
    catalog = try ExerciseCatalog(packageRoot: reference.folder)
    let products = try reference.productsDirectory(
      running: PackageLocation.productsDirectory(), build: buildFirst, console: console)
    checker = ExerciseChecker(
      productsDirectory: products,
      scratchDirectory: reference.folder.appendingPathComponent(".build/workbook"))
    snapshot = try ReferenceSnapshot(
      folder: reference.folder, products: products, modules: checker.modulesDirectory)
    let closed = checker.runsAs?.unreachable([
      products, checker.scratchDirectory, reference.folder,
    ])
    if let closed {
      console.warn(
        "the checks run as root, not as nobody: nobody cannot enter \(closed.path) (grade "
          + "from folders all can read, as the Classroom workflow does)")
    }
    reachableByOthers = closed == nil
  }

  /// Throws, naming what changed, unless the reference and its build are as grading
  /// found them. `during` says what ran last.
  func checkUnchanged(during: String?) throws {
    let now = try ReferenceSnapshot(
      folder: reference.folder, products: checker.productsDirectory,
      modules: checker.modulesDirectory)
    let changed = snapshot.differences(from: now)
    guard changed.isEmpty else {
      let root = reference.folder.path + "/"
      let shown = changed.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
      throw WorkbookError(
        "the reference \(reference.name) changed while grading"
          + (during.map { ", during the checks of \($0)" } ?? "") + ": "
          + shown.prefix(5).joined(separator: ", ")
          + (shown.count > 5 ? " and \(shown.count - 5) more" : "")
          + ". Nothing more is graded against it.")
    }
  }

  /// Every exercise of `exercises`, as `student`'s files have it, in order: the
  /// results with what was graded, and the outcome whose report a person reads.
  func grade(_ exercises: [Exercise], of student: StudentTree) throws -> [(
    ExerciseResults, CheckOutcome
  )] {
    let package = reference.packageChanges(studentRoot: student.root)
    var outcomes = [CheckOutcome?](repeating: nil, count: exercises.count)
    var keys: [String] = []
    var waiting: [Int] = []
    for (index, exercise) in exercises.enumerated() {
      let key = GradedVerdicts.key(exercise, files: student.files(of: exercise))
      keys.append(key)
      if let known = verdicts.value(for: key) {
        outcomes[index] = known
      } else {
        waiting.append(index)
      }
    }
    try checkUnchanged(during: nil)
    let (grader, compiling) = (self, waiting.map { exercises[$0] })
    let compiled = CompiledAhead(count: compiling.count) { slot in
      try grader.prepare(compiling[slot], of: student)
    }
    defer { compiled.discardAll() }
    // Where the learner's code cannot write the grader's files, each runs as soon as it
    // is compiled, while the next compile; elsewhere, only once every compile is done.
    if !isolated { compiled.waitForAll() }
    for (slot, index) in waiting.enumerated() {
      let ready = try compiled.take(slot)
      let outcome = try checker.run(ready)
      ready.discard()
      try checkUnchanged(during: exercises[index].id)
      verdicts.store(outcome, for: keys[index])
      outcomes[index] = outcome
    }
    return zip(exercises, outcomes).map { exercise, outcome in
      let starters = ExerciseCatalog(exercises: [exercise], packageRoot: reference.folder)
        .currentFiles(of: exercise)
      var results = ExerciseResults(
        exercise: exercise, outcome: outcome!, untouched: student.files(of: exercise) == starters)
      results.grading = GradingRecord(
        reference: reference.name, repository: student.repository, commit: student.commit,
        changedFiles: package + reference.exerciseChanges(exercise, studentRoot: student.root),
        pin: reference.pin)
      return (results, outcome!)
    }
  }

  /// `exercise` compiled in a scratch copy of the reference's exercise folder with
  /// `student`'s learner files in it.
  func prepare(_ exercise: Exercise, of student: StudentTree) throws
    -> ExerciseChecker.PreparedCheck
  {
    let scratch = checker.scratchDirectory.appendingPathComponent("graded-\(UUID().uuidString)")
    // Removed by the check's discard(), or by the interrupt handler.
    try ScratchFolders.make(scratch)
    do {
      let copy = scratch.appendingPathComponent("Exercises/\(exercise.id)")
      let original = reference.folder.appendingPathComponent("Exercises/\(exercise.id)")
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: original, to: copy)
      try? FileManager.default.removeItem(at: copy.appendingPathComponent(".meta"))
      for (name, text) in student.files(of: exercise) {
        try text.write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      var checker = self.checker
      checker.displayRoot = scratch
      var check = try checker.prepareGraded(exercise, in: copy, reference: original)
      check.scratchCopy = scratch
      return check
    } catch {
      ScratchFolders.remove(scratch)
      throw error
    }
  }
}

/// Checks compiled two at a time in the background, handed out in order: the first
/// compiles while nothing else is ready, the rest while earlier ones run.
private final class CompiledAhead: Sendable {
  private let slots: Mutex<[Result<ExerciseChecker.PreparedCheck, any Error>?]>
  private let ready: [DispatchSemaphore]
  private let workers = DispatchGroup()

  init(count: Int, make: @escaping @Sendable (Int) throws -> ExerciseChecker.PreparedCheck) {
    slots = Mutex(Array(repeating: nil, count: count))
    ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
    let next = Atomic<Int>(0)
    for _ in 0..<min(2, count) {
      DispatchQueue.global().async(group: workers) { [self] in
        while true {
          let slot = next.wrappingAdd(1, ordering: .relaxed).oldValue
          guard slot < count else { return }
          let made = Result { try make(slot) }
          slots.withLock { $0[slot] = made }
          ready[slot].signal()
        }
      }
    }
  }

  /// The check of `slot`, once compiled; what its compile threw.
  func take(_ slot: Int) throws -> ExerciseChecker.PreparedCheck {
    ready[slot].wait()
    ready[slot].signal()
    return try slots.withLock { $0[slot]! }.get()
  }

  /// Waits until every check is compiled.
  func waitForAll() { workers.wait() }

  /// Waits for every compile, then removes every check's build.
  func discardAll() {
    workers.wait()
    for made in slots.withLock({ $0 }) { (try? made?.get())?.discard() }
  }
}

/// One repository to grade: its folder, and where it is kept and at which commit.
struct StudentTree: Sendable {
  let root: URL
  let repository: String
  let commit: String?

  init(root: URL) {
    self.root = root
    (repository, commit) = (try? Git(root: root).describe()) ?? (root.path, nil)
  }

  /// The learner's files of `exercise` as this tree has them.
  func files(of exercise: Exercise) -> [String: String] {
    ExerciseCatalog(exercises: [exercise], packageRoot: root).currentFiles(of: exercise)
  }
}

/// Graded verdicts by exercise and the learner's files, whole: no hash a learner could
/// make collide stands for them.
final class GradedVerdicts: Sendable {
  private let entries = Mutex<[String: CheckOutcome]>([:])

  static func key(_ exercise: Exercise, files: [String: String]) -> String {
    ([exercise.id] + files.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
      .map { "\($0.utf8.count):\($0)" }.joined()
  }

  func value(for key: String) -> CheckOutcome? { entries.withLock { $0[key] } }

  func store(_ outcome: CheckOutcome, for key: String) { entries.withLock { $0[key] = outcome } }
}

extension Workbook {
  /// The reference a grade asks for, resolved against this package as the student's.
  func gradingReference(_ named: String?, pin: String?) throws -> GradingReference {
    try GradingReference.resolve(
      named, pin: pin, studentRoot: packageRoot, catalogPin: catalog.template)
  }

  /// `grade ID`: the graded check of one exercise, as the Classroom workflow runs it.
  /// Exit 0 when it passes. A protected file that differs from the reference does not
  /// change the verdict (the reference's was used) but is named.
  func grade(_ id: String, reference named: String?, pin: String?, json: Bool) throws -> Int32 {
    let reference = try gradingReference(named, pin: pin)
    let grader = try Grader(reference: reference, buildFirst: buildFirst, console: console)
    guard let exercise = grader.catalog.exercise(id) else {
      throw CommandLineError(
        "no exercise '\(CommandLineText.excerpt(of: id))' in the reference (\(reference.name))")
    }
    if !json {
      console.print("Grading \(exercise.id) · \(exercise.title) against \(reference.name)\n")
    }
    let (results, outcome) = try grader.grade([exercise], of: StudentTree(root: packageRoot))[0]
    if json {
      console.print(String(decoding: try ExerciseResults.encoder().encode(results), as: UTF8.self))
    } else {
      console.print(outcome.report.trimmingTrailingNewlines() + "\n")
      let mark = outcome.status == .pass ? "✓" : "✗"
      console.print(
        "\(mark) \(exercise.id) \(outcome.verdict)\(results.untouched ? " (untouched starter)" : "")"
      )
      if let changed = results.grading?.changedFiles, !changed.isEmpty {
        console.print(
          "⚠ changed from the reference, which was used instead: "
            + changed.prefix(10).joined(separator: ", ")
            + (changed.count > 10 ? " and \(changed.count - 10) more" : ""))
      }
    }
    return outcome.status == .pass ? ExitStatus.ok : ExitStatus.failed
  }

  /// `report --json --reference R`: every exercise graded, with the reference, the
  /// repository and commit graded, and what was changed.
  func gradedReport(reference named: String, pin: String?) throws -> Int32 {
    let reference = try gradingReference(named, pin: pin)
    let grader = try Grader(reference: reference, buildFirst: buildFirst, console: console)
    let student = StudentTree(root: packageRoot)
    let rows = try grader.grade(grader.catalog.exercises, of: student).map(\.0)
    try printReport(
      rows,
      grading: GradingRecord(
        reference: reference.name, repository: student.repository, commit: student.commit,
        changedFiles: [], pin: reference.pin))
    return 0
  }

  /// The class sheet: the rows, how many pass, and for a graded one what was graded.
  func printReport(_ rows: [ExerciseResults], grading: GradingRecord?) throws {
    console.print(
      String(
        decoding: try ExerciseResults.encoder().encode(ClassSheet(rows, grading: grading)),
        as: UTF8.self))
  }
}

/// One repository's rows, with how many pass and are untouched, and what was graded.
struct ClassSheet: Encodable {
  var exercises: [ExerciseResults]
  var passed: Int
  var untouched: Int
  var total: Int
  var grading: GradingRecord?
  var tampered: Bool?

  init(_ rows: [ExerciseResults], grading: GradingRecord?) {
    exercises = rows
    passed = rows.filter { $0.status == .pass }.count
    untouched = rows.filter(\.untouched).count
    total = rows.count
    self.grading = grading
    tampered = grading.map { _ in rows.contains { $0.grading?.tampered == true } }
  }
}

extension Workbook {
  /// `class STUDENTS --reference FOLDER`: every student's repository in `students` (each
  /// folder there with a `Package.swift`), graded against one reference built once. The
  /// pin is `pin`, else the reference's own catalog's: a student's history without the
  /// pinned template is said, and the student graded against the reference all the same.
  func gradeClass(_ students: String, reference named: String, pin: String?, json: Bool) throws
    -> Int32
  {
    let folder = URL(fileURLWithPath: named, relativeTo: packageRoot).standardizedFileURL
    guard
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    else { throw CommandLineError("--reference \(named): name the template's package folder") }
    let pinned = try pin ?? ExerciseCatalog(packageRoot: folder).template
    let reference = try GradingReference.resolve(
      folder.path, pin: pinned, studentRoot: packageRoot, catalogPin: nil)
    let roots = try Self.studentRepositories(in: students, from: packageRoot)
    let grader = try Grader(reference: reference, buildFirst: buildFirst, console: console)
    var sheets: [ClassSheet] = []
    for root in roots {
      let clock = ContinuousClock()
      let start = clock.now
      let student = StudentTree(root: root)
      let rows = try grader.grade(grader.catalog.exercises, of: student).map(\.0)
      var record = GradingRecord(
        reference: reference.name, repository: student.repository, commit: student.commit,
        changedFiles: [], pin: pinned)
      var fromTemplate: Bool?
      if let pinned { fromTemplate = (try? Git(root: root).pinnedFirstCommit(pinned)) != nil }
      record.madeFromTemplate = fromTemplate
      let sheet = ClassSheet(rows, grading: record)
      sheets.append(sheet)
      if !json {
        let took = (clock.now - start).components
        let seconds = Double(took.seconds) + Double(took.attoseconds / 10_000_000_000_000_000) / 100
        let changed = Set(rows.flatMap { $0.grading?.changedFiles ?? [] }).sorted()
        let failing = rows.filter { $0.status != .pass && !$0.untouched }.map(\.id)
        console.print(
          "\(root.lastPathComponent): \(sheet.passed) of \(sheet.total) pass, "
            + "\(sheet.untouched) untouched (graded in \(String(format: "%.1f", seconds)) s)"
            + (failing.isEmpty
              ? ""
              : "\n  tried, not passing: " + failing.prefix(6).joined(separator: ", ")
                + (failing.count > 6 ? " and \(failing.count - 6) more" : ""))
            + (changed.isEmpty
              ? ""
              : "\n  ⚠ changed from the reference: " + changed.prefix(5).joined(separator: ", "))
            + (fromTemplate == false
              ? "\n  ⚠ no first commit of its history is the pinned template" : ""))
      }
    }
    if json {
      struct ClassReport: Encodable {
        var reference: String
        var pin: String?
        var students: [ClassSheet]
      }
      console.print(
        String(
          decoding: try ExerciseResults.encoder().encode(
            ClassReport(reference: reference.name, pin: pinned, students: sheets)),
          as: UTF8.self))
    }
    return 0
  }

  /// The folders in `students` that hold a package: one student's repository each.
  static func studentRepositories(in students: String, from root: URL) throws -> [URL] {
    let folder = URL(fileURLWithPath: students, relativeTo: root).standardizedFileURL
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      throw CommandLineError(
        "\(students): no such folder (name the folder of the students' clones)")
    }
    let roots = names.sorted().map { folder.appendingPathComponent($0) }.filter {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path)
    }
    guard !roots.isEmpty else {
      throw WorkbookError(
        "\(students): no folder in it holds a Package.swift, so no student is graded")
    }
    return roots
  }
}
