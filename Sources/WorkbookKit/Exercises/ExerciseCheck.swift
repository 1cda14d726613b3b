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
  /// A folder for the compiled checks and the compiler's module cache.
  public let scratchDirectory: URL
  /// How long the checks may run before they count as hung.
  public var timeLimit: Duration = .seconds(10)
  /// Paths in compiler messages are shown relative to this folder.
  public var displayRoot: URL?

  public init(productsDirectory: URL, scratchDirectory: URL) {
    self.productsDirectory = productsDirectory
    self.scratchDirectory = scratchDirectory
  }

  /// Compiles and runs the checks of the exercise whose files are in `directory`.
  public func check(_ exercise: Exercise, in directory: URL) throws -> CheckOutcome {
    guard let swiftc = ProcessRunner.find("swiftc") else {
      throw WorkbookError("swiftc is not on PATH: the Swift toolchain is needed")
    }
    let build = scratchDirectory.appendingPathComponent(exercise.id)
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    let sources = try swiftFiles(in: directory)
    let program = build.appendingPathComponent("checks")
    try? FileManager.default.removeItem(at: program)

    // 1. Compile the learner's files, the given files and the checks into one program.
    let compiled = try ProcessRunner.run(
      swiftc,
      arguments: commonArguments
        + [
          "-parse-as-library", "-L", productsDirectory.path, "-lBlueLibrary",
          "-Xlinker", "-rpath", "-Xlinker", productsDirectory.path, "-o", program.path,
        ] + sources.map(\.path), timeout: .seconds(300))
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

    // 2. The compile-time facts. The exercise's files (not the checks) become a module,
    //    and each probe is typechecked as code outside it, with `@testable import
    //    Exercise`: internal names are in reach, `private` ones are not, and warnings
    //    in the learner's files are not the probe's business.
    var report = ""
    var passed = 0
    var total = 0
    let probes = try swiftFiles(in: directory.appendingPathComponent("Probes"))
    if !probes.isEmpty {
      let moduleFolder = build.appendingPathComponent("module")
      try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
      let learnerSources = sources.filter { $0.lastPathComponent != "Checks.swift" }
      let emitted = try ProcessRunner.run(
        swiftc,
        arguments: ["-emit-module", "-enable-testing", "-parse-as-library"] + commonArguments
          + ["-emit-module-path", moduleFolder.appendingPathComponent("Exercise.swiftmodule").path]
          + learnerSources.map(\.path), timeout: .seconds(300))
      guard emitted.status == 0 else {
        throw WorkbookError(
          "\(exercise.id): the exercise compiled but its module did not:\n"
            + readable(emitted.standardError))
      }
      for probe in probes {
        total += 1
        let name = try probeName(probe)
        let verified = try ProcessRunner.run(
          swiftc,
          arguments: [
            "-typecheck", "-swift-version", "6", "-module-name", "Probe", "-I",
            modulesDirectory.path, "-I", moduleFolder.path, "-module-cache-path",
            moduleCache.path, "-Xfrontend", "-verify", "-Xfrontend", "-verify-ignore-unrelated",
            probe.path,
          ], timeout: .seconds(300))
        if verified.status == 0 {
          passed += 1
          report += "  ✓ \(name)\n"
        } else {
          report += "  ✗ \(name)\n" + indent(readable(verified.standardError), by: 6)
        }
      }
    }

    // 3. Run the checks, in their own process, with a time limit.
    let ran = try ProcessRunner.run(
      program,
      environment: ProcessInfo.processInfo.environment.filter {
        ["PATH", "HOME", "LANG", "TMPDIR"].contains($0.key)
      }, directory: directory, timeout: timeLimit)
    report += ran.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("checks: ") }.joined(separator: "\n")
    // The checks announce each check on stderr before running it, so a crash can be
    // pinned on the check that was running.
    let errorLines = ran.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let running = errorLines.last { $0.hasPrefix("checking: ") }?.dropFirst("checking: ".count)
    let otherErrors = errorLines.filter { !$0.hasPrefix("checking: ") }.joined(separator: "\n")
    if !otherErrors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      report += "\n" + indent(otherErrors, by: 6)
    }
    let (checksPassed, checksFailed) = parseSummary(ran.standardOutput)
    passed += checksPassed
    total += checksPassed + checksFailed

    let during = running.map { " during “\($0)”" } ?? ""
    if ran.timedOut {
      return CheckOutcome(
        status: .error, report: report, passedChecks: passed, totalChecks: total,
        verdict: "ran longer than \(timeLimit)\(during) and was stopped: an endless loop?")
    }
    if ran.status != 0 && ran.status != 1 || checksPassed + checksFailed == 0 {
      return CheckOutcome(
        status: .error, report: report, passedChecks: passed, totalChecks: total,
        verdict: "crashed\(during) ("
          + (ran.signal.map { "signal \($0)" } ?? "exit status \(ran.status)") + ")")
    }
    let status: ExerciseStatus = passed == total ? .pass : .fail
    return CheckOutcome(
      status: status, report: report, passedChecks: passed, totalChecks: total,
      verdict: status == .pass
        ? "passes all \(total) checks" : "fails \(total - passed) of \(total) checks")
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

  private func swiftFiles(in directory: URL) throws -> [URL] {
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
  }

  /// A probe's first line reads `// check: what it proves`.
  private func probeName(_ probe: URL) throws -> String {
    let first = try String(contentsOf: probe, encoding: .utf8).prefix { $0 != "\n" }
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
