import Foundation

/// The verdict on one exercise.
public enum ExerciseStatus: String, Codable, Sendable {
  case pass
  /// It compiles, but a check or a compile-time fact does not hold.
  case fail
  /// It does not compile, crashed, or ran out of time.
  case error
  case notStarted = "not started"
}

/// What checking an exercise found.
public struct CheckOutcome: Sendable {
  public var status: ExerciseStatus
  /// What the learner should read: compiler errors, or one line per check.
  public var report: String
  public var passedChecks: Int
  public var totalChecks: Int
  /// One line: why it failed, or that it passed.
  public var verdict: String
}

/// Builds an exercise's files with its checks against the chapters' shared library,
/// and runs them in a process of their own, so nothing an exercise does can break
/// anything else.
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

  public init(productsDirectory: URL, scratchDirectory: URL) {
    self.productsDirectory = productsDirectory
    self.scratchDirectory = scratchDirectory
  }

  /// Compiles and runs the checks of the exercise whose files are in `directory`.
  ///
  /// Each call builds in a folder of its own under `scratchDirectory`, removed when it
  /// is done, so checks of one exercise can run at once without touching each other's
  /// programs. Throws `WorkbookError.noCompiler` when `swiftc` is not on `PATH`.
  public func check(_ exercise: Exercise, in directory: URL) throws -> CheckOutcome {
    guard let swiftc = ProcessRunner.find("swiftc") else { throw WorkbookError.noCompiler }
    guard FileManager.default.fileExists(atPath: directory.path) else {
      throw WorkbookError("\(exercise.id): its folder \(readable(directory.path)) is missing")
    }
    let build = scratchDirectory.appendingPathComponent("runs/\(exercise.id)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: build) }
    let sources = try swiftFiles(in: directory)
    let program = build.appendingPathComponent("checks")
    if let failure = try compile(sources, into: program, with: swiftc) { return failure }
    let tally = try checkProbes(
      in: directory, against: sources, building: build, with: swiftc, for: exercise)
    return try runChecks(program, in: directory, after: tally)
  }

  /// What the checks found so far: the report, and how many of them passed.
  private struct Tally {
    var report = ""
    var passed = 0
    var total = 0
  }

  /// Step 1: the learner's files, the given files and the checks, into one program.
  /// Returns the outcome when that already decides it.
  private func compile(_ sources: [URL], into program: URL, with swiftc: URL) throws
    -> CheckOutcome?
  {
    let compiled = try ProcessRunner.run(
      swiftc,
      arguments: commonArguments
        + [
          "-parse-as-library", "-L", productsDirectory.path, "-lBlueLibrary",
          "-Xlinker", "-rpath", "-Xlinker", productsDirectory.path, "-o", program.path,
        ] + sources.map(\.path), timeout: .seconds(300), outputLimit: outputLimit)
    if compiled.timedOut {
      return CheckOutcome(
        status: .error, report: readable(compiled.standardError), passedChecks: 0,
        totalChecks: 0, verdict: "the compiler took longer than 5 minutes and was stopped")
    }
    guard compiled.status == 0 else {
      let diagnostics = readable(compiled.standardError + compiled.standardOutput)
      let count = diagnostics.components(separatedBy: ": error: ").count - 1
      return CheckOutcome(
        status: .error, report: diagnostics, passedChecks: 0, totalChecks: 0,
        verdict: "does not compile (\(count) error\(count == 1 ? "" : "s"))")
    }
    return nil
  }

  /// Step 2: the compile-time facts. The exercise's files (not the checks) become a
  /// module, and each probe is typechecked as code outside it, with `@testable import
  /// Exercise`: internal names are in reach, `private` ones are not, and warnings in the
  /// learner's files are not the probe's business.
  private func checkProbes(
    in directory: URL, against sources: [URL], building build: URL, with swiftc: URL,
    for exercise: Exercise
  ) throws -> Tally {
    var tally = Tally()
    let probes = try swiftFiles(in: directory.appendingPathComponent("Probes"))
    guard !probes.isEmpty else { return tally }
    let moduleFolder = build.appendingPathComponent("module")
    try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
    let learnerSources = sources.filter { $0.lastPathComponent != "Checks.swift" }
    let emitted = try ProcessRunner.run(
      swiftc,
      arguments: ["-emit-module", "-enable-testing", "-parse-as-library"] + commonArguments
        + ["-emit-module-path", moduleFolder.appendingPathComponent("Exercise.swiftmodule").path]
        + learnerSources.map(\.path), timeout: .seconds(300), outputLimit: outputLimit)
    guard emitted.status == 0 else {
      throw WorkbookError(
        "\(exercise.id): the exercise compiled but its module did not:\n"
          + readable(emitted.standardError))
    }
    for probe in probes {
      tally.total += 1
      let name = try probeName(probe)
      let verified = try ProcessRunner.run(
        swiftc,
        arguments: [
          "-typecheck", "-swift-version", "6", "-module-name", "Probe", "-I",
          modulesDirectory.path, "-I", moduleFolder.path, "-module-cache-path",
          moduleCache.path, "-Xfrontend", "-verify", "-Xfrontend", "-verify-ignore-unrelated",
          probe.path,
        ], timeout: .seconds(300), outputLimit: outputLimit)
      if verified.status == 0 {
        tally.passed += 1
        tally.report += "  ✓ \(name)\n"
      } else {
        tally.report += "  ✗ \(name)\n" + indent(readable(verified.standardError), by: 6)
      }
    }
    return tally
  }

  /// Step 3: run the checks, in their own process, within the time and output limits.
  private func runChecks(_ program: URL, in directory: URL, after probes: Tally) throws
    -> CheckOutcome
  {
    var tally = probes
    let ran = try ProcessRunner.run(
      program,
      environment: ProcessInfo.processInfo.environment.filter {
        ["PATH", "HOME", "LANG", "TMPDIR"].contains($0.key)
      }, directory: directory, timeout: timeLimit, outputLimit: outputLimit,
      // A little above the output limit, so the limit is normally what stops them.
      fileSizeLimit: outputLimit.stopAfter + (1 << 20))
    tally.report += ran.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("checks: ") }.joined(separator: "\n")
    // The checks announce each check on stderr before running it, so a crash can be
    // pinned on the check that was running.
    let errorLines = ran.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let running = errorLines.last { $0.hasPrefix("checking: ") }?.dropFirst("checking: ".count)
    let otherErrors = errorLines.filter { !$0.hasPrefix("checking: ") }.joined(separator: "\n")
    if !otherErrors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      tally.report += "\n" + indent(otherErrors, by: 6)
    }
    let (checksPassed, checksFailed) = parseSummary(ran.standardOutput)
    tally.passed += checksPassed
    tally.total += checksPassed + checksFailed
    return verdict(
      on: ran, during: running.map(String.init), ranChecks: checksPassed + checksFailed, tally)
  }

  /// The outcome of a run of the checks: stopped, crashed, or what the checks said.
  private func verdict(on ran: ProcessResult, during check: String?, ranChecks: Int, _ tally: Tally)
    -> CheckOutcome
  {
    let during = check.map { " during “\($0)”" } ?? ""
    func error(_ verdict: String) -> CheckOutcome {
      CheckOutcome(
        status: .error, report: tally.report, passedChecks: tally.passed,
        totalChecks: tally.total, verdict: verdict)
    }
    if ran.timedOut {
      return error("ran longer than \(timeLimit)\(during) and was stopped: an endless loop?")
    }
    if ran.wroteTooMuch {
      return error(
        "printed more than \(Self.describe(bytes: outputLimit.stopAfter))\(during) and was "
          + "stopped: a print in a loop?")
    }
    if ran.status != 0 && ran.status != 1 || ranChecks == 0 {
      return error(
        "crashed\(during) ("
          + (ran.signal.map { "signal \($0)" } ?? "exit status \(ran.status)") + ")")
    }
    let status: ExerciseStatus = tally.passed == tally.total ? .pass : .fail
    return CheckOutcome(
      status: status, report: tally.report, passedChecks: tally.passed, totalChecks: tally.total,
      verdict: status == .pass
        ? "passes all \(tally.total) checks"
        : "fails \(tally.total - tally.passed) of \(tally.total) checks")
  }

  /// `8 MiB`, `64 KiB` or `100 bytes`.
  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  private var commonArguments: [String] {
    [
      "-swift-version", "6", "-module-name", "Exercise", "-I", modulesDirectory.path,
      "-module-cache-path", moduleCache.path,
    ]
  }

  private var moduleCache: URL { scratchDirectory.appendingPathComponent("module-cache") }

  private var modulesDirectory: URL {
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

  /// A probe's first line reads `// check: what it proves`.
  private func probeName(_ probe: URL) throws -> String {
    // Decoded leniently: a stray byte is the compiler's to report, with its place.
    let first = String(decoding: try Data(contentsOf: probe), as: UTF8.self).prefix { $0 != "\n" }
    return first.hasPrefix("// check: ")
      ? String(first.dropFirst("// check: ".count))
      : probe.deletingPathExtension().lastPathComponent
  }

  private func parseSummary(_ output: String) -> (passed: Int, failed: Int) {
    guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("checks: ") })
    else { return (0, 0) }
    let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : (0, 0)
  }

  /// Compiler output with absolute paths shortened and the scratch copy's paths hidden.
  private func readable(_ text: String) -> String {
    var shown = text
    if let root = displayRoot?.path { shown = shown.replacingOccurrences(of: root + "/", with: "") }
    return shown
  }

  private func indent(_ text: String, by spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
      .trimmingTrailingNewlines() + "\n"
  }
}
