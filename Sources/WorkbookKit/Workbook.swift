import CommandLineDeclaration
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exercise commands of `workbook`, over one package's exercises and progress.
struct Workbook {
  let catalog: ExerciseCatalog
  let checker: ExerciseChecker
  var progress: ProgressStore
  let packageRoot: URL
  let buildFirst: Bool
  let console: Console

  /// - Parameters:
  ///   - checker: checks exercises; by default against the library built beside this
  ///     program, in `.build/workbook`.
  ///   - console: where the commands write.
  init(
    packageRoot: URL, buildFirst: Bool, checker: ExerciseChecker? = nil,
    console: Console = .standard
  ) throws {
    self.packageRoot = packageRoot
    self.buildFirst = buildFirst
    self.console = console
    catalog = try ExerciseCatalog(packageRoot: packageRoot)
    progress = ProgressStore(packageRoot: packageRoot)
    var checker =
      checker
      ?? ExerciseChecker(
        productsDirectory: PackageLocation.productsDirectory(),
        scratchDirectory: packageRoot.appendingPathComponent(".build/workbook"))
    checker.displayRoot = packageRoot
    self.checker = checker
  }

  // MARK: - Status

  /// What is known of an exercise without checking it: untouched, or the recorded
  /// verdict; `nil` when it changed since its last check.
  func knownStatus(of exercise: Exercise) -> ExerciseStatus? {
    if catalog.isUntouched(exercise) { return .notStarted }
    guard let entry = progress.entries[exercise.id],
      entry.fingerprint == ProgressStore.fingerprint(catalog.currentFiles(of: exercise))
    else { return nil }
    return entry.status
  }

  /// Throws a usage error unless `id` names an exercise. The message names the
  /// chapter's exercises when `id` starts like them (`mvc-9`), else where the list is:
  /// all of them would make one line of hundreds of characters.
  func requireExercise(_ id: String) throws(CommandLineError) {
    guard catalog.exercise(id) == nil else { return }
    let chapter = id.split(separator: "-").dropLast().joined(separator: "-")
    let siblings = catalog.exercises.map(\.id).filter {
      !chapter.isEmpty && $0.hasPrefix(chapter + "-")
    }
    throw CommandLineError(
      "no exercise '\(CommandLineText.excerpt(of: id))'; "
        + (siblings.isEmpty
          ? "swift run workbook list shows every exercise"
          : "\(chapter)'s are " + siblings.joined(separator: ", ")))
  }

  func label(_ status: ExerciseStatus?) -> String {
    switch status {
    case .pass: "✓ pass"
    case .fail: "✗ fail"
    case .error: "✗ error"
    case .notStarted: "· not started"
    case nil: "? not checked"
    }
  }

  /// The first exercise, in order, that has not passed.
  func nextUnfinished() -> Exercise? {
    catalog.exercises.first { knownStatus(of: $0) != .pass }
  }

  // MARK: - Commands

  func overview() throws -> Int32 {
    console.print("BlueLibrary Workbook · exercises\n")
    for chapter in ExerciseCatalog.chapters {
      let exercises = catalog.exercises.filter { $0.chapter == chapter.name }
      let passed = exercises.filter { knownStatus(of: $0) == .pass }.count
      let bar =
        String(repeating: "■", count: passed)
        + String(repeating: "□", count: exercises.count - passed)
      let name = "Chapter \(chapter.number) · \(chapter.name)"
      console.print(
        "  \(name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(bar)  \(passed) of \(exercises.count) passed"
      )
    }
    console.print()
    if let next = nextUnfinished(), let chapter = catalog.chapter(of: next) {
      console.print("Next: \(next.id) · \(next.title)")
      console.print("  The task: \(chapter.document), section Exercises.")
      console.print(
        "  Edit:     " + next.files.map { "Exercises/\(next.id)/\($0)" }.joined(separator: ", "))
      console.print("  Check:    swift run workbook check \(next.id)")
      console.print("  Stuck?    swift run workbook hint \(next.id)")
    } else {
      console.print("Every exercise passes. Well done.")
    }
    return 0
  }

  func list() throws -> Int32 {
    for exercise in catalog.exercises {
      let chapter = catalog.chapter(of: exercise).map { "\($0.number) \($0.name)" } ?? "?"
      let columns = [
        exercise.id.padding(toLength: 13, withPad: " ", startingAt: 0),
        chapter.padding(toLength: 12, withPad: " ", startingAt: 0),
        label(knownStatus(of: exercise)).padding(toLength: 16, withPad: " ", startingAt: 0),
        exercise.title,
      ]
      console.print(columns.joined(separator: " "))
    }
    return 0
  }

  /// Checks one exercise (the next unfinished one without `id`) and records the verdict.
  /// With `json`, writes only its `ExerciseResults`.
  mutating func check(_ id: String?, json: Bool = false) throws -> Int32 {
    guard let exercise = id.flatMap(catalog.exercise) ?? nextUnfinished() else {
      console.print("Every exercise passes: name one to check it again, e.g. workbook check mvc-1.")
      return 0
    }
    try buildLibrary()
    if !json {
      let chapter = catalog.chapter(of: exercise).map { "chapter \($0.number), \($0.name)" } ?? ""
      console.print("Checking \(exercise.id) · \(exercise.title) (\(chapter))\n")
    }
    let outcome = try checkAndRecord(exercise)
    saveProgress()
    if json {
      let results = ExerciseResults(
        exercise: exercise, outcome: outcome, untouched: catalog.isUntouched(exercise))
      let encoded = try ExerciseResults.encoder().encode(results)
      console.print(String(decoding: encoded, as: UTF8.self))
      return outcome.status == .pass ? ExitStatus.ok : ExitStatus.failed
    }
    console.print(outcome.report.trimmingTrailingNewlines())
    console.print()
    if outcome.status == .pass {
      console.print("✓ \(exercise.id) \(outcome.verdict).")
      if let next = nextUnfinished() {
        console.print("  Next: \(next.id) · \(next.title) (swift run workbook check \(next.id))")
      }
      return 0
    }
    console.print(
      "✗ \(exercise.id) \(outcome.verdict)" + (outcome.verdict.hasSuffix("?") ? "" : "."))
    if catalog.isUntouched(exercise) {
      console.print(
        "  This is the untouched starter: edit "
          + exercise.files.map { "Exercises/\(exercise.id)/\($0)" }.joined(separator: ", ") + ".")
    }
    console.print("  Stuck? swift run workbook hint \(exercise.id)")
    return 1
  }

  /// Checks `exercise` as its files are now, and records the verdict with its checks.
  /// The caller saves the record.
  mutating func checkAndRecord(_ exercise: Exercise) throws -> CheckOutcome {
    let fingerprint = ProgressStore.fingerprint(catalog.currentFiles(of: exercise))
    let outcome = try checker.check(exercise, in: catalog.directory(of: exercise))
    let results = ExerciseResults(exercise: exercise, outcome: outcome, untouched: false)
    progress.record(
      outcome.status, for: exercise.id, fingerprint: fingerprint, tests: results.tests,
      message: results.message)
    return outcome
  }

  func hint(_ id: String) -> Int32 {
    let exercise = catalog.exercise(id)!
    console.print("Hint for \(exercise.id) · \(exercise.title):\n\n\(exercise.hint)")
    return 0
  }

  mutating func reset(_ id: String, confirmed: Bool) throws -> Int32 {
    let exercise = catalog.exercise(id)!
    let files = exercise.files.map { "Exercises/\(id)/\($0)" }.joined(separator: ", ")
    if catalog.isUntouched(exercise) {
      console.print("\(files): already the starter; nothing to reset.")
      return 0
    }
    if !confirmed {
      guard isatty(STDIN_FILENO) == 1 else {
        throw CommandLineError(
          "reset would overwrite \(files); not in a terminal, so confirm with --yes")
      }
      console.print(
        "Put the starter back in \(files)? Your changes will be lost. [y/N] ", terminator: "")
      guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
        console.print("Nothing changed.")
        return 1
      }
    }
    for (name, text) in try catalog.referenceFiles(of: exercise, .starter) {
      let file = catalog.directory(of: exercise).appendingPathComponent(name)
      do {
        try text.write(to: file, atomically: true, encoding: .utf8)
      } catch {
        throw WorkbookError(
          "cannot put the starter back: "
            + WorkbookError.plain(error, about: file, relativeTo: packageRoot))
      }
    }
    progress.forget(id)
    saveProgress()
    console.print("Reset \(files) to the starter.")
    return 0
  }

  func solution(_ id: String, force: Bool) throws -> Int32 {
    let exercise = catalog.exercise(id)!
    guard force || knownStatus(of: exercise) == .pass else {
      console.errors(
        "workbook: the solution of \(id) is shown once your version passes "
          + "(swift run workbook check \(id)); --force shows it now\n")
      return 1
    }
    for (name, text) in try catalog.referenceFiles(of: exercise, .solution).sorted(by: {
      $0.key < $1.key
    }) {
      console.print("// Exercises/\(id)/\(name), as the reference solution has it\n")
      console.print(text.trimmingTrailingNewlines() + "\n")
    }
    return 0
  }

  /// Every exercise's verdict as JSON, check by check. Exercises changed since their
  /// last check, or recorded without their checks, are checked now, so the report is
  /// never stale.
  mutating func report() throws -> Int32 {
    var rows: [ExerciseResults] = []
    var built = false
    for exercise in catalog.exercises {
      let status = knownStatus(of: exercise)
      if status == .notStarted {
        rows.append(
          ExerciseResults(exercise: exercise, status: .notStarted, message: nil, tests: []))
        continue
      }
      if let status, let entry = progress.entries[exercise.id], let tests = entry.tests {
        rows.append(
          ExerciseResults(exercise: exercise, status: status, message: entry.message, tests: tests))
        continue
      }
      if !built {
        try buildLibrary()
        built = true
      }
      let outcome = try checkAndRecord(exercise)
      rows.append(ExerciseResults(exercise: exercise, outcome: outcome, untouched: false))
    }
    saveProgress()
    struct Report: Encodable {
      var exercises: [ExerciseResults]
      var passed: Int
      var total: Int
    }
    let report = Report(
      exercises: rows, passed: rows.filter { $0.status == .pass }.count, total: rows.count)
    console.print(String(decoding: try ExerciseResults.encoder().encode(report), as: UTF8.self))
    return 0
  }

  /// For maintainers: in a scratch copy of each exercise, the starter must compile and
  /// fail, the solution must pass, and each recorded wrong design must fail with a
  /// verdict (`WrongDesigns.swift`).
  func verify() throws -> Int32 {
    try buildLibrary()
    // A folder of this run's own, so two runs at once do not copy over each other.
    let scratch = packageRoot.appendingPathComponent(".build/workbook/verify-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var problems: [String] = []
    for exercise in catalog.exercises {
      for version in [SolutionMarkers.Version.starter, .solution] {
        let copy = scratch.appendingPathComponent("\(exercise.id)-\(version)")
        try FileManager.default.createDirectory(
          at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: catalog.directory(of: exercise), to: copy)
        for (name, text) in try catalog.referenceFiles(of: exercise, version) {
          try text.write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let outcome = try checker.check(exercise, in: copy)
        let expected: ExerciseStatus = version == .starter ? .fail : .pass
        let mark = outcome.status == expected ? "✓" : "✗"
        console.print("\(mark) \(exercise.id) \(version): \(outcome.verdict)")
        if outcome.status != expected {
          problems.append(
            "\(exercise.id) \(version) should \(expected == .pass ? "pass" : "compile and fail")")
          console.print(pointingIntoReference(outcome.report, copy: copy, of: exercise, version))
        }
      }
    }
    let rejected = try verifyWrongDesigns(in: scratch, problems: &problems)
    console.print()
    if problems.isEmpty {
      console.print(
        "verify: every starter fails and every solution passes (\(catalog.exercises.count) exercises); "
          + "\(rejected) wrong designs rejected")
      return 0
    }
    console.print("verify: " + problems.joined(separator: "; "))
    return 1
  }

  /// Brings the chapters' library up to date: a `swift build` of it, skipped when the
  /// sources hash the same as at the last build this tool ran.
  func buildLibrary() throws {
    guard buildFirst else { return }
    let library = LibraryBuild(
      packageRoot: packageRoot, productsDirectory: checker.productsDirectory)
    let hash = library.sourcesHash()
    if library.isCurrent(sourcesHash: hash) { return }
    if let failure = WorkbookCommand.buildPackage(
      at: packageRoot, product: "BlueLibrary", console: console)
    {
      throw failure
    }
    library.recordBuilt(sourcesHash: hash)
  }

  /// Writes the progress record. One that cannot be written is a warning: the verdict
  /// stands and decides the exit status, only the record of it is lost.
  func saveProgress() {
    do {
      try progress.save()
    } catch {
      console.warn(
        "the verdict was not recorded: " + WorkbookError.plain(error, relativeTo: packageRoot))
    }
  }
}
