import ExerciseSupport
import Foundation
import Synchronization

/// Builds an exercise's files with its checks against the chapters' shared library,
/// and runs them in a process of their own, so nothing an exercise does can break
/// anything else.
///
/// A check has three steps, one file each: compile (`ExerciseChecker+Compile.swift`,
/// or for a graded check `+Graded`), the compile-time probes (`+Probes`), and the run
/// of the checks (`+Run`).
public struct ExerciseChecker: Sendable {
  /// Where `libBlueLibrary` and the chapters' modules were built.
  public let productsDirectory: URL
  /// A folder for the compiler's module cache, and for each check's own build folder.
  public let scratchDirectory: URL
  /// How long the checks may run before they count as hung.
  public var timeLimit: Duration = .seconds(10)
  /// Paths in compiler messages are shown relative to this folder.
  public var displayRoot: URL?
  /// How much the compiler and the checks may print before they are stopped, and how
  /// much of it the report keeps.
  public var outputLimit = OutputLimit.exercise
  /// What graded checks learned of each reference's own build, kept for the next one.
  let referenceUses = ReferenceUses()
  /// Who a graded check's program runs as: `nobody` when this process is root
  /// (`GradingUser`), else `nil`, this process's own user.
  var runsAs = GradingUser.current

  public init(productsDirectory: URL, scratchDirectory: URL) {
    self.productsDirectory = productsDirectory
    self.scratchDirectory = scratchDirectory
  }

  /// Compiles and runs the checks of the exercise whose files are in `directory`.
  ///
  /// Each call builds in a folder of its own under `scratchDirectory`, removed when it
  /// is done, so checks of one exercise can run at once without touching each other's
  /// programs. Throws `WorkbookError.noCompiler` when `swiftc` is not on `PATH`.
  ///
  /// With `reference` (the exercise's folder in a reference the learner did not write),
  /// the check is graded: the checks are compiled apart from the learner's code, and
  /// what they use of it must be what they use of the reference's (`compileGraded`).
  public func check(_ exercise: Exercise, in directory: URL, reference: URL? = nil) throws
    -> CheckOutcome
  {
    if let reference {
      let prepared = try prepareGraded(exercise, in: directory, reference: reference)
      defer { prepared.discard() }
      return try run(prepared)
    }
    let step = try makeStep(exercise, in: directory, graded: false)
    defer { ScratchFolders.remove(step.build) }
    let sources = try swiftFiles(in: directory)
    if let refused = try refusedAttributes(in: sources, step) { return refused }
    let probes = try swiftFiles(in: directory.appendingPathComponent("Probes"))
    let program = step.build.appendingPathComponent("checks")
    let module = probes.isEmpty ? nil : step.build.appendingPathComponent("module")
    if let failure = try compile(sources, into: program, module: module, step) {
      return failure
    }
    // The probes and the checks need nothing from each other: on two cores a check takes
    // the longer of the two rather than their sum.
    let token = Self.newToken()
    let (tally, ran) = try inParallel(
      { try checkProbes(probes, module: module, step) },
      { try runChecks(program, step, token: token) })
    return verdict(on: ran, after: tally, token: token)
  }

  /// A graded check of `exercise` in `directory` against the exercise's folder in a
  /// reference, compiled and its probes typechecked: everything but the run of the
  /// checks, which is the only step where the learner's code runs. A grader that
  /// prepares several checks at once runs them after, one at a time.
  func prepareGraded(_ exercise: Exercise, in directory: URL, reference: URL) throws
    -> PreparedCheck
  {
    let step = try makeStep(exercise, in: directory, graded: true)
    let program = step.build.appendingPathComponent("checks")
    var prepared = PreparedCheck(step: step, program: program)
    do {
      let sources = try swiftFiles(in: directory)
      if let refused = try refusedAttributes(in: sources, step) {
        prepared.decided = refused
        return prepared
      }
      let checks = directory.appendingPathComponent(Self.checksFile)
      (prepared.decided, prepared.tally) = try compileGraded(
        sources.filter { $0 != checks }, checks: checks,
        referenceSources: try swiftFiles(in: reference).filter {
          $0.lastPathComponent != Self.checksFile
        }, probes: try swiftFiles(in: directory.appendingPathComponent("Probes")),
        into: program, module: step.build.appendingPathComponent("module"), step)
      prepared.programIdentity = ReferenceSnapshot.FileIdentity(program.path)
      return prepared
    } catch {
      prepared.discard()
      throw error
    }
  }

  /// The outcome of a prepared check: decided already, or its program run now. A
  /// program changed since it was compiled is not run.
  func run(_ prepared: PreparedCheck) throws -> CheckOutcome {
    if let decided = prepared.decided { return decided }
    guard ReferenceSnapshot.FileIdentity(prepared.program.path) == prepared.programIdentity else {
      return CheckOutcome(
        status: .error, report: "", checks: [],
        verdict: "the compiled checks changed between their build and their run: graded nothing")
    }
    let token = Self.newToken()
    let ran = try runChecks(prepared.program, prepared.step, token: token)
    return verdict(on: ran, after: prepared.tally, token: token)
  }

  /// A new build folder for one check of `exercise` in `directory`.
  private func makeStep(_ exercise: Exercise, in directory: URL, graded: Bool) throws -> Step {
    guard let swiftc = ProcessRunner.find("swiftc") else { throw WorkbookError.noCompiler }
    guard FileManager.default.fileExists(atPath: directory.path) else {
      throw WorkbookError("\(exercise.id): its folder \(readable(directory.path)) is missing")
    }
    let build = scratchDirectory.appendingPathComponent("runs/\(exercise.id)-\(UUID().uuidString)")
    try ScratchFolders.make(build)
    return Step(
      exercise: exercise, directory: directory, build: build, swiftc: swiftc, graded: graded)
  }

  /// The refusal of the learner's files among `sources` for the attributes they use,
  /// if they use any `ForeignSymbols` refuses.
  private func refusedAttributes(in sources: [URL], _ step: Step) throws -> CheckOutcome? {
    let refused = try learnerFiles(of: step.exercise, in: sources).flatMap {
      ForeignSymbols.attributes(in: $0.text, file: $0.name)
    }
    return refused.isEmpty ? nil : refusal(refused, step)
  }

  /// The file of an exercise's folder that holds its checks.
  public static let checksFile = "Checks.swift"

  /// What every step of one check needs to know.
  struct Step: Sendable {
    var exercise: Exercise
    var directory: URL
    var build: URL
    var swiftc: URL
    /// A grade's check, whose program runs as another user when the grader is root.
    var graded: Bool
  }

  /// What the checks found so far: the report, and each check's result.
  struct Tally: Sendable {
    var report = ""
    var checks: [CheckResult] = []
  }

  /// A graded check ready to run (`prepareGraded`): its program and the probes' results,
  /// or the outcome already decided without a run.
  struct PreparedCheck: Sendable {
    var step: Step
    var program: URL
    var tally = Tally()
    var decided: CheckOutcome?
    var programIdentity: ReferenceSnapshot.FileIdentity?
    /// The scratch copy of the exercise it was prepared in, when the caller made one.
    var scratchCopy: URL?

    /// Removes the check's build folder, and the scratch copy.
    func discard() {
      ScratchFolders.remove(step.build)
      if let scratchCopy { ScratchFolders.remove(scratchCopy) }
    }
  }

  var commonArguments: [String] {
    [
      "-swift-version", "6", "-module-name", "Exercise", "-I", modulesDirectory.path,
      "-module-cache-path", moduleCache.path,
    ]
  }

  var moduleCache: URL { scratchDirectory.appendingPathComponent("module-cache") }

  var modulesDirectory: URL {
    let modules = productsDirectory.appendingPathComponent("Modules")
    return FileManager.default.fileExists(atPath: modules.path) ? modules : productsDirectory
  }

  /// The Swift files in `directory`. Each must be a plain file: the compiler would wait
  /// for ever on a pipe and read `/dev/zero` without end, so anything else is refused.
  private func swiftFiles(in directory: URL) throws -> [URL] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    if let odd = files.first(where: { !ExerciseCatalog.isPlainFile($0) }) {
      throw WorkbookError("\(readable(odd.path)) is not a plain file: put a Swift file there")
    }
    return files
  }

  /// The learner's files among `sources`, by name, with their text.
  func learnerFiles(of exercise: Exercise, in sources: [URL]) throws -> [(
    name: String, text: String
  )] {
    try sources.filter { exercise.files.contains($0.lastPathComponent) }.map {
      ($0.lastPathComponent, String(decoding: try Data(contentsOf: $0), as: UTF8.self))
    }
  }

  /// Compiler output with absolute paths shortened and the scratch copy's paths hidden.
  func readable(_ text: String) -> String {
    var shown = text
    if let root = displayRoot?.path { shown = shown.replacingOccurrences(of: root + "/", with: "") }
    return shown
  }

  func indent(_ text: String, by spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
      .trimmingTrailingNewlines() + "\n"
  }
}

/// Runs `first` and `second` on two threads and returns both results, or the first
/// error either threw.
func inParallel<A: Sendable, B: Sendable>(
  _ first: @Sendable () throws -> A, _ second: @Sendable () throws -> B
) throws -> (A, B) {
  let results = Mutex<(Result<A, any Error>?, Result<B, any Error>?)>((nil, nil))
  DispatchQueue.concurrentPerform(iterations: 2) { index in
    if index == 0 {
      let result = Result { try first() }
      results.withLock { $0.0 = result }
    } else {
      let result = Result { try second() }
      results.withLock { $0.1 = result }
    }
  }
  let (a, b) = results.withLock { $0 }
  return (try a!.get(), try b!.get())
}
