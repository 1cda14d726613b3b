import Foundation

/// Applies recorded mutants one at a time in a scratch copy of the package, builds it,
/// runs each mutant's tests and puts the file back: `workbook mutants`.
struct MutantRunner {
  let console: Console
  let swift: URL
  let scratch: ScratchPackage
  /// Every test of the package, as `swift test list` names them (`Module.Class/test`).
  private(set) var testNames: [String] = []

  /// How a mutant's trial ended.
  enum Outcome: Equatable {
    /// Its tests failed (or the build did, for a mutant caught by the build).
    case caught(String)
    /// Everything passed: the row's test does not hold its promise.
    case survived(String)
    /// It does not compile, and its row's promise is not the compiler's.
    case doesNotCompile(String)
    /// Its record no longer fits the code: a find text is gone, a test is renamed.
    case noLongerApplies(String)

    var isCaught: Bool {
      if case .caught = self { true } else { false }
    }
  }

  /// When the last build started: a file written within the same second could be taken
  /// by the Swift driver for the one it built, which rebuilds a file only when it is
  /// dated later than its last build (so a mutant, or its undoing, would go unbuilt).
  private let lastBuild = LastBuild()

  final class LastBuild {
    var started = Date.distantPast
  }

  /// Waits, when needed, until a file written now is dated past the last build's second.
  private func waitPastLastBuild() {
    let wait = lastBuild.started.addingTimeInterval(1.1).timeIntervalSinceNow
    if wait > 0 { Thread.sleep(forTimeInterval: wait) }
  }

  /// The test targets the copy is narrowed to, or `nil` for the whole package.
  let room: Set<String>?

  /// - Parameters:
  ///   - folder: the scratch copy's folder under `.build/mutants/`.
  ///   - room: narrow the copy to these test targets and what they need.
  init(
    packageRoot: URL, swift: URL, console: Console, folder: String = "package",
    room: Set<String>? = nil
  ) {
    self.console = console
    self.swift = swift
    self.room = room
    scratch = ScratchPackage(packageRoot: packageRoot, folder: folder)
  }

  /// Copies the package, builds it with its tests and lists them. Throws when the
  /// untouched copy does not build.
  mutating func prepare() throws {
    let written = try scratch.sync(narrowed: room != nil)
    if let room { try scratch.narrow(to: room, swift: swift) }
    console.print(
      "mutants: scratch copy \(scratch.copy.path) (\(written) file(s) brought up to date)")
    if let failure = try build() {
      throw WorkbookError("the package does not build in its scratch copy:\n\(failure)")
    }
    let listed = try swiftCommand(["test", "list", "--skip-build"], timeout: .seconds(600))
    guard listed.status == 0 else {
      throw WorkbookError("swift test list failed:\n\(listed.standardError)")
    }
    testNames = listed.standardOutput.split(separator: "\n").map(String.init)
  }

  /// Runs `filters` on the untouched copy as `prepare()` built it: they must pass, or
  /// no failure under a mutant would mean anything. Call it before the first trial
  /// (after one, the build holds that trial's mutant). Returns what failed, or `nil`.
  func baseline(_ filters: [String]) throws -> String? {
    if filters.isEmpty { return nil }
    let result = try runTests(filters)
    guard result.status != 0 else { return nil }
    // Which tests failed and why first, so that a failure seen once (a test slowed by a
    // busy machine) can be named afterwards; then the output's end.
    let named = failedTests(in: result)
    guard named.hasPrefix("failed: ") else { return named }  // crashed, or the tail
    let errors = firstErrors(in: result.standardOutput + result.standardError)
    return named + (errors.isEmpty ? "" : "\n      " + errors) + "\n" + tail(of: result)
  }

  /// Where a trial's time went, in whole seconds: CI's budget is spent mostly here.
  struct Timing: Equatable {
    var build = 0
    var tests = 0
  }

  /// Applies `mutant`, builds, runs its tests, and restores every file it touched;
  /// `timing` says how long the build and the tests took.
  func trial(_ mutant: MutantRecord, timing: inout Timing) throws -> Outcome {
    if let reason = whyNotApplicable(mutant) { return .noLongerApplies(reason) }
    let originals = try apply(mutant)
    defer { restore(originals) }
    let clock = ContinuousClock()
    let buildStarted = clock.now
    let failure = try build()
    timing.build = (clock.now - buildStarted).wholeSeconds
    if let failure {
      return mutant.caughtBy == .build
        ? .caught("the package no longer builds")
        : .doesNotCompile(firstErrors(in: failure))
    }
    if mutant.caughtBy == .build {
      return .survived("the package still builds, though the record says it must not")
    }
    let testsStarted = clock.now
    var result = try runTests(mutant.tests)
    if result.status == 0 && !result.timedOut {
      result = try confirmingSurvival(of: originals.map(\.0), tests: mutant.tests)
    }
    timing.tests = (clock.now - testsStarted).wholeSeconds
    if result.timedOut { return .caught("its tests ran past their time limit") }
    if result.status != 0 { return .caught(failedTests(in: result)) }
    return .survived("every test of \(mutant.tests.joined(separator: ", ")) passed")
  }

  /// A generated mutant's trial: the copy's `path` holds `text` while the package builds
  /// and `filters`' tests run (for at most `timeout`), then its own text again.
  /// `timing` says how long the build and the tests took.
  ///
  /// `killers` are tests that caught an earlier mutant (of the same file, as the caller
  /// keeps them): they run first, alone, and a mutant they catch is caught without the
  /// room's whole run, which for the platform takes half a minute. A mutant they do not
  /// catch runs the room as ever, and when the room catches it its fastest failing tests
  /// become the `killers` for the next.
  func trial(
    writing text: String, to path: String, tests filters: [String], timeout: Duration,
    timing: inout Timing, killers: inout [String]
  ) throws -> (GeneratedResults.Outcome, detail: String) {
    let url = scratch.url(of: path)
    let original = try String(contentsOf: url, encoding: .utf8)
    waitPastLastBuild()
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { restore([(url, original)]) }
    let clock = ContinuousClock()
    let buildStarted = clock.now
    let failure = try build()
    timing.build = (clock.now - buildStarted).wholeSeconds
    if let failure { return (.notCompiling, firstErrors(in: failure)) }
    let testsStarted = clock.now
    defer { timing.tests = (clock.now - testsStarted).wholeSeconds }
    if !killers.isEmpty {
      let first = try runTests(killers.map(Self.filter(exactly:)), timeout: timeout)
      if first.timedOut { return (.caught, "its tests ran past their time limit") }
      if first.status != 0 { return (.caught, failedTests(in: first)) }
    }
    var result = try runTests(filters, timeout: timeout)
    if result.status == 0 && !result.timedOut {
      result = try confirmingSurvival(of: [url], tests: filters, timeout: timeout)
    }
    if result.timedOut { return (.caught, "its tests ran past their time limit") }
    if result.status != 0 {
      let fastest = Self.fastestFailingTests(in: result.standardOutput + result.standardError)
      if !fastest.isEmpty { killers = fastest }
      return (.caught, failedTests(in: result))
    }
    return (.survived, "")
  }

  /// The two quickest of the tests XCTest reports as failed in `output`, as
  /// `Class.testMethod`, quickest first: what to try first on the next mutant.
  static func fastestFailingTests(in output: String) -> [String] {
    var seconds: [String: Double] = [:]
    for line in output.split(separator: "\n") {
      guard let match = line.firstMatch(of: /^Test Case '([^']+)' failed \(([0-9.]+) seconds\)/),
        let time = Double(match.2)
      else { continue }
      seconds[String(match.1), default: 0] += time
    }
    return seconds.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(2).map(\.key)
  }

  /// A `swift test --filter` pattern that picks `test` (`Class.testMethod`, as XCTest
  /// reports it) and no other: `Target.Class/testMethod` is what the filter is matched to.
  static func filter(exactly test: String) -> String {
    let parts = test.split(separator: ".", maxSplits: 1)
    guard parts.count == 2 else { return "\\.\(test)$" }
    return "\\.\(parts[0])/\(parts[1])$"
  }

  /// The tests' result once more, after a build that cannot have missed the mutant:
  /// its files dated a second after the last build, so that no build tool takes them for
  /// the ones it built last (a change written within the same tick as the last build can
  /// be missed, and a mutant that was never built survives). Only a survivor pays for
  /// this second build, and the second; a build that fails now is a failure of the trial.
  ///
  /// Dated by the clock, never ahead of it: the Swift driver builds a file again only
  /// when it is dated later than when it was last built, so a mutant dated ahead and
  /// then restored, before that date came, kept its mutant in every later build.
  private func confirmingSurvival(
    of files: [URL], tests filters: [String], timeout: Duration = .seconds(1200)
  ) throws -> ProcessResult {
    waitPastLastBuild()
    let now = Date()
    for file in files {
      try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: file.path)
    }
    if let failure = try build() {
      throw WorkbookError("a survivor's confirming build failed:\n\(firstErrors(in: failure))")
    }
    return try runTests(filters, timeout: timeout)
  }

  /// Why `mutant` cannot be applied to the copy as it is, or `nil` when it can.
  func whyNotApplicable(_ mutant: MutantRecord) -> String? {
    if let reason = mutant.whyNotApplicable(in: scratch.copy) { return reason }
    for filter in mutant.tests where !testNames.contains(where: { matches(filter, $0) }) {
      return "its test filter '\(filter)' matches no test of the package"
    }
    return nil
  }

  /// The files as they were before `mutant`: their text, or `nil` for a created one.
  private func apply(_ mutant: MutantRecord) throws -> [(URL, String?)] {
    waitPastLastBuild()
    var originals: [(URL, String?)] = []
    for edit in mutant.edits {
      let url = scratch.url(of: edit.file)
      switch edit {
      case .create(_, let text):
        originals.append((url, nil))
        try text.write(to: url, atomically: true, encoding: .utf8)
      case .replace(_, let find, let replacement):
        let text = try String(contentsOf: url, encoding: .utf8)
        originals.append((url, text))
        try text.replacingOccurrences(of: find, with: replacement)
          .write(to: url, atomically: true, encoding: .utf8)
      }
    }
    return originals
  }

  /// Puts the files back, last edit first. What cannot be restored now, the next run's
  /// `sync()` restores.
  private func restore(_ originals: [(URL, String?)]) {
    waitPastLastBuild()
    for (url, text) in originals.reversed() {
      if let text {
        try? text.write(to: url, atomically: true, encoding: .utf8)
      } else {
        try? FileManager.default.removeItem(at: url)
      }
    }
  }

  /// Builds the copy and its tests: what went wrong, or `nil`.
  private func build() throws -> String? {
    lastBuild.started = Date()
    let result = try swiftCommand(["build", "--build-tests"], timeout: .seconds(3600))
    return result.status == 0 ? nil : result.standardOutput + result.standardError
  }

  private func runTests(_ filters: [String], timeout: Duration = .seconds(1200)) throws
    -> ProcessResult
  {
    let arguments = ["test", "--skip-build"] + filters.flatMap { ["--filter", $0] }
    return try swiftCommand(arguments, timeout: timeout)
  }

  private func swiftCommand(_ arguments: [String], timeout: Duration) throws -> ProcessResult {
    try ProcessRunner.runBuildTool(
      swift, arguments: arguments, in: scratch.copy, timeout: timeout, outputLimit: .exercise)
  }

  /// Whether `filter`, a `swift test --filter` pattern, picks `test`: the pattern is a
  /// regular expression found anywhere in the name, as XCTest's own filter does.
  private func matches(_ filter: String, _ test: String) -> Bool {
    test.range(of: filter, options: .regularExpression) != nil
  }

  /// The failing tests' names from XCTest's output, or its last lines.
  private func failedTests(in result: ProcessResult) -> String {
    let output = result.standardOutput + result.standardError
    let failed = output.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("Test Case '"), line.contains("' failed") else { return nil }
      return line.split(separator: "'").dropFirst().first.map(String.init)
    }
    if failed.isEmpty {
      let crashed = output.contains("exited with unexpected signal")
      return crashed ? "the tests crashed" : "the tests failed: " + tail(of: result)
    }
    let names = Array(Set(failed)).sorted()
    return "failed: " + names.prefix(3).joined(separator: ", ")
      + (names.count > 3 ? " and \(names.count - 3) more" : "")
  }

  private func firstErrors(in output: String) -> String {
    let errors = output.split(separator: "\n").filter { $0.contains("error:") }
    return errors.prefix(3).joined(separator: "\n      ")
  }

  private func tail(of result: ProcessResult) -> String {
    let lines = (result.standardOutput + result.standardError).split(separator: "\n")
    return lines.suffix(15).joined(separator: "\n")
  }
}
