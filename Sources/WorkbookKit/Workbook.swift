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

  /// The exercise `id` names, or a usage error. The message names the chapter's
  /// exercises when `id` starts like them (`mvc-9`), else where the list is: all of
  /// them would make one line of hundreds of characters.
  func exercise(_ id: String) throws(CommandLineError) -> Exercise {
    if let exercise = catalog.exercise(id) { return exercise }
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

  /// What "Next" means everywhere it is shown (`workbook`, `check`, `watch`): the first
  /// exercise after `current`, in the workbook's order, that has not passed, going round
  /// to the start when the ones after it all pass. With no `current`, from the exercise
  /// checked last (the progress record says which): that one while it does not pass,
  /// else the first after it that does not; with nothing checked yet, the first that
  /// has not passed. `nil` when every exercise passes.
  func nextUnfinished(after current: Exercise? = nil) -> Exercise? {
    let passes = { (exercise: Exercise) in knownStatus(of: exercise) == .pass }
    if current == nil, let last = lastChecked, !passes(last) { return last }
    return Self.firstUnfinished(
      in: catalog.exercises, after: current ?? lastChecked, passes: passes)
  }

  /// The exercise of the catalog the progress record says was checked last.
  var lastChecked: Exercise? {
    catalog.exercises.compactMap { exercise in
      progress.entries[exercise.id].map { (exercise, $0.checked) }
    }.max { $0.1 < $1.1 }?.0
  }

  /// `nextUnfinished(after:)` over `exercises`, with `passes` saying which pass.
  static func firstUnfinished(
    in exercises: [Exercise], after current: Exercise?, passes: (Exercise) -> Bool
  ) -> Exercise? {
    let start = current.flatMap { current in exercises.firstIndex { $0.id == current.id } }
    let order = start.map { exercises[($0 + 1)...] + exercises[...$0] } ?? exercises[...]
    return order.first { !passes($0) }
  }

  // MARK: - Commands

  /// Runs one request; `help`, `docs`, `mutants` and `watch` are the program's (see
  /// `WorkbookCommand.run` and `WatchCommand`).
  mutating func run(_ request: WorkbookRequest) throws -> Int32 {
    switch request {
    case .overview: return try overview()
    case .list: return try list()
    case .check(let id, let json): return try check(id.map(exercise), json: json)
    case .hint(let id, let step): return try hint(try exercise(id), upTo: step)
    case .reset(let id, let confirmed): return try reset(try exercise(id), confirmed: confirmed)
    case .solution(let id, let force): return try solution(try exercise(id), force: force)
    case .report(let reference?, let pin): return try gradedReport(reference: reference, pin: pin)
    case .report(nil, _): return try report()
    case .grade(let id, let reference, let pin, let json):
      return try grade(id, reference: reference, pin: pin, json: json)
    case .gradeClass(let students, let reference, let pin, let json):
      return try gradeClass(students, reference: reference, pin: pin, json: json)
    case .verify(let ids): return try verify(ids: ids)
    case .verifyGenerated(let ids, let options):
      return try verifyGenerated(ids: ids, options: options)
    case .template(let confirmed): return try makeTemplate(confirmed: confirmed)
    case .classroom(let write): return try classroom(write: write)
    case .watch:
      // It runs until interrupted, so the program starts it (`WatchCommand.main`).
      throw WorkbookError("watch runs only as the workbook program: swift run workbook watch")
    case .help, .docs, .mutants, .generatedMutants:
      throw WorkbookError("\(request) is run by WorkbookCommand.run, not by a workbook")
    }
  }

  func overview() throws -> Int32 {
    console.print("BlueLibrary Workbook · exercises\n")
    // Every name whole, however long the longest: a chapter's name is never cut.
    let width =
      ExerciseCatalog.chapters.map { "Chapter \($0.number) · \($0.name)".count }.max() ?? 0
    for chapter in ExerciseCatalog.chapters {
      let exercises = catalog.exercises.filter { $0.chapter == chapter.name }
      let passed = exercises.filter { knownStatus(of: $0) == .pass }.count
      // One square per exercise, in order: ■ for one that passes.
      let bar = exercises.map { knownStatus(of: $0) == .pass ? "■" : "□" }.joined()
      let name = "Chapter \(chapter.number) · \(chapter.name)"
      console.print(
        "  \(name.padding(toLength: width, withPad: " ", startingAt: 0)) \(bar)  \(passed) of \(exercises.count) passed"
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
    // Columns as wide as their longest entry: an id is copied from here, so never cut.
    let chapters = catalog.exercises.map {
      catalog.chapter(of: $0).map { "\($0.number) \($0.name)" } ?? "?"
    }
    let idWidth = catalog.exercises.map(\.id.count).max() ?? 0
    let chapterWidth = chapters.map(\.count).max() ?? 0
    for (exercise, chapter) in zip(catalog.exercises, chapters) {
      let columns = [
        exercise.id.padding(toLength: idWidth, withPad: " ", startingAt: 0),
        chapter.padding(toLength: chapterWidth, withPad: " ", startingAt: 0),
        label(knownStatus(of: exercise)).padding(toLength: 16, withPad: " ", startingAt: 0),
        exercise.title,
      ]
      console.print(columns.joined(separator: " "))
    }
    return 0
  }

  /// Checks one exercise (the next unfinished one without `id`) and records the verdict.
  /// With `json`, writes only its `ExerciseResults`.
  mutating func check(_ named: Exercise?, json: Bool = false) throws -> Int32 {
    guard let exercise = named ?? nextUnfinished() else {
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
      if let next = nextUnfinished(after: exercise) {
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

  /// The hint's steps up to `step`, and how to ask for the next one: a learner takes
  /// one nudge at a time and reads the idea only after trying the question.
  func hint(_ exercise: Exercise, upTo step: Int) throws(CommandLineError) -> Int32 {
    let steps = exercise.hints
    guard step <= steps.count else {
      throw CommandLineError(
        "\(exercise.id)'s hint has \(steps.count) step\(steps.count == 1 ? "" : "s"), not \(step)")
    }
    console.print("Hint for \(exercise.id) · \(exercise.title)")
    for (index, text) in steps.prefix(step).enumerated() {
      console.print("\nStep \(index + 1) of \(steps.count): \(text)")
    }
    if step < steps.count {
      console.print("\nStill stuck? swift run workbook hint \(exercise.id) \(step + 1)")
    }
    return 0
  }

  mutating func reset(_ exercise: Exercise, confirmed: Bool) throws -> Int32 {
    let id = exercise.id
    let files = exercise.files.map { "Exercises/\(id)/\($0)" }.joined(separator: ", ")
    if catalog.isUntouched(exercise) {
      console.print("\(files): already the starter; nothing to reset.")
      return 0
    }
    // Read first: without the reference, asking would be for nothing.
    let (starter, origin) = try starterFiles(of: exercise)
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
    for (name, text) in starter {
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
    console.print("Reset \(files) to the starter\(origin.map { " (from commit \($0))" } ?? "").")
    return 0
  }

  /// The starter of `exercise`: from its `.meta`; in an assignment template, which has
  /// none, from the repository's first commit (the template, as GitHub made the
  /// repository) whose files are the starter the catalog's fingerprint says, with that
  /// commit's short hash.
  func starterFiles(of exercise: Exercise) throws -> ([String: String], commit: String?) {
    let meta = catalog.directory(of: exercise).appendingPathComponent(".meta")
    guard !FileManager.default.fileExists(atPath: meta.path), let fingerprint = exercise.starter
    else { return (try catalog.referenceFiles(of: exercise, .starter), nil) }
    let git = try? Git(root: packageRoot)
    for root in (try? git?.firstCommits()) ?? [] {
      let files = Dictionary(
        uniqueKeysWithValues: exercise.files.map { name in
          (
            name,
            (try? git?.output(["cat-file", "blob", "\(root):Exercises/\(exercise.id)/\(name)"]))
              ?? nil
          )
        })
      let starter = files.compactMapValues { $0 }
      if starter.count == files.count, ProgressStore.fingerprint(starter) == fingerprint {
        return (starter, String(root.prefix(12)))
      }
    }
    throw WorkbookError(
      "\(exercise.id): this is an assignment template (no Exercises/\(exercise.id)/.meta), and no "
        + "first commit of this repository holds the starter the catalog's fingerprint names: "
        + "take the file from the assignment's template")
  }

  func solution(_ exercise: Exercise, force: Bool) throws -> Int32 {
    let id = exercise.id
    if exercise.starter != nil,
      !FileManager.default.fileExists(
        atPath: catalog.directory(of: exercise).appendingPathComponent(".meta").path)
    {
      throw WorkbookError(
        "\(id): this is an assignment template, which holds no reference solutions (no "
          + "Exercises/\(id)/.meta): your instructor has them")
    }
    let solution = try catalog.referenceFiles(of: exercise, .solution)
    guard force || knownStatus(of: exercise) == .pass else {
      console.errors(
        "workbook: the solution of \(id) is shown once your version passes "
          + "(swift run workbook check \(id)); --force shows it now\n")
      return 1
    }
    for (name, text) in solution.sorted(by: { $0.key < $1.key }) {
      console.print("// Exercises/\(id)/\(name), as the reference solution has it\n")
      console.print(text.trimmingTrailingNewlines() + "\n")
    }
    return 0
  }

  /// Every exercise's verdict as JSON, check by check, each checked now: a class
  /// sheet must not believe `.progress.json`, which anyone can write. The verdicts are
  /// recorded as `check` records them.
  mutating func report() throws -> Int32 {
    try buildLibrary()
    var rows: [ExerciseResults] = []
    for exercise in catalog.exercises {
      let outcome = try checkAndRecord(exercise)
      rows.append(
        ExerciseResults(
          exercise: exercise, outcome: outcome, untouched: catalog.isUntouched(exercise)))
    }
    saveProgress()
    try printReport(rows, grading: nil)
    return 0
  }

  /// For maintainers: in a scratch copy of each exercise (of those `ids` names, or
  /// all), the starter must compile and fail, the solution and each recorded right
  /// design must pass (`RightDesigns.swift`), and each recorded wrong design must fail
  /// with a verdict (`WrongDesigns.swift`); each both under `check` and under `grade`, so
  /// that no correct solution passes the one and earns nothing from the other.
  func verify(ids: [String] = []) throws -> Int32 {
    guard catalog.hasReferenceSolutions else {
      console.print(
        "verify: skipped: no Exercises/*/.meta here, so no reference solution to verify "
          + "(an assignment template, as workbook template makes)")
      return 0
    }
    let exercises = try ids.isEmpty ? catalog.exercises : ids.map { try exercise($0) }
    try buildLibrary()
    // A folder of this run's own, so two runs at once do not copy over each other.
    let scratch = packageRoot.appendingPathComponent(".build/workbook/verify-\(UUID().uuidString)")
    try ScratchFolders.make(scratch)
    defer { ScratchFolders.remove(scratch) }
    var problems: [String] = []
    for exercise in exercises {
      for version in [SolutionMarkers.Version.starter, .solution] {
        let copy = scratch.appendingPathComponent("\(exercise.id)-\(version)")
        try FileManager.default.createDirectory(
          at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: catalog.directory(of: exercise), to: copy)
        for (name, text) in try catalog.referenceFiles(of: exercise, version) {
          try text.write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let (outcome, graded) = try checkedAndGraded(exercise, in: copy)
        let expected: ExerciseStatus = version == .starter ? .fail : .pass
        let mark = outcome.status == expected && graded.status == expected ? "✓" : "✗"
        console.print(
          "\(mark) \(exercise.id) \(version): \(outcome.verdict)"
            + Self.graded(graded, beside: outcome))
        for (how, outcome) in [("", outcome), (" graded", graded)] where outcome.status != expected
        {
          problems.append(
            "\(exercise.id) \(version) should\(how) \(expected == .pass ? "pass" : "compile and fail")"
          )
          console.print(pointingIntoReference(outcome.report, copy: copy, of: exercise, version))
        }
      }
    }
    let passed = try verifyRightDesigns(of: exercises, in: scratch, problems: &problems)
    let rejected = try verifyWrongDesigns(of: exercises, in: scratch, problems: &problems)
    console.print()
    if problems.isEmpty {
      console.print(
        "verify: every starter fails and every solution passes, checked and graded "
          + "(\(exercises.count) exercises)"
          + (passed == 0
            ? "" : "; \(passed) other right design\(passed == 1 ? "" : "s") passed by both")
          + "; \(rejected) wrong designs rejected by both")
      return 0
    }
    console.print("verify: " + problems.joined(separator: "; "))
    return 1
  }

  /// `exercise` in `copy`, checked as `check` does and graded as `grade` does, with the
  /// package's own exercise folder as the reference.
  func checkedAndGraded(_ exercise: Exercise, in copy: URL) throws -> (CheckOutcome, CheckOutcome) {
    let reference = catalog.directory(of: exercise)
    let checker = checker
    return try inParallel(
      { try checker.check(exercise, in: copy) },
      { try checker.check(exercise, in: copy, reference: reference) })
  }

  /// What a verify line adds for the graded verdict: nothing more when it is the same.
  static func graded(_ graded: CheckOutcome, beside checked: CheckOutcome) -> String {
    graded.verdict == checked.verdict ? " (graded: the same)" : " (graded: \(graded.verdict))"
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
