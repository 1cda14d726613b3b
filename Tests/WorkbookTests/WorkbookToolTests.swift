import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The `workbook` program as a learner and an autograder run it, on a tiny made-up
/// package with one exercise, with only PATH and HOME in the environment.
final class WorkbookToolTests: XCTestCase {
  private var root: URL!
  private let starter = "func answer() -> Int {\n  0  // TODO\n}"

  override func setUpWithError() throws {
    root = try makeTemporaryFolder(self)
    let exercise = root.appendingPathComponent("Exercises/demo-1")
    try FileManager.default.createDirectory(
      at: exercise.appendingPathComponent(".meta"), withIntermediateDirectories: true)
    try "// a package".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    {"exercises": [{"id": "demo-1", "chapter": "MVC", "title": "The answer",
      "files": ["Answer.swift"], "hints": ["Think of a number.", "Try the largest."]}]}
    """.write(
      to: root.appendingPathComponent("Exercises/exercises.json"), atomically: true,
      encoding: .utf8)
    try """
    func answer() -> Int {
      // solution.begin
      42
      // solution.starter
      //>   0  // TODO
      // solution.end
    }
    """.write(
      to: exercise.appendingPathComponent(".meta/Answer.swift"), atomically: true, encoding: .utf8)
    try starter.write(
      to: exercise.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
  }

  private func workbook(_ arguments: String..., path: String? = nil) throws -> ProcessResult {
    var environment = ProcessInfo.processInfo.environment.filter {
      ["PATH", "HOME"].contains($0.key)
    }
    if let path { environment["PATH"] = path }
    return try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
      environment: environment, directory: root)
  }

  /// Puts an empty folder where `file` was: a file no command can read or write.
  private func replaceWithFolder(_ file: URL) throws {
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
  }

  private var answerFile: URL { root.appendingPathComponent("Exercises/demo-1/Answer.swift") }

  func testTheOverviewAndTheListShowProgressAndTheNextStep() throws {
    let overview = try workbook()
    XCTAssertEqual(overview.status, 0, overview.standardError)
    XCTAssertTrue(overview.standardOutput.contains("Chapter 1 · MVC"), overview.standardOutput)
    XCTAssertTrue(overview.standardOutput.contains("Next: demo-1 · The answer"))
    XCTAssertTrue(overview.standardOutput.contains("swift run workbook check demo-1"))
    let list = try workbook("list")
    XCTAssertTrue(list.standardOutput.contains("demo-1"))
    XCTAssertTrue(list.standardOutput.contains("not started"), list.standardOutput)
  }

  func testAWorkbookLineParsesIntoItsRequestWithTypedArguments() throws {
    XCTAssertEqual(
      try WorkbookCommand.parse(["check", "MVC-2", "--json"]),
      WorkbookCommandLine(request: .check(id: "mvc-2", json: true)))
    XCTAssertEqual(
      try WorkbookCommand.parse(["reset", "demo-1", "--yes", "--no-build"]),
      WorkbookCommandLine(request: .reset(id: "demo-1", confirmed: true), buildsFirst: false))
    XCTAssertEqual(try WorkbookCommand.parse([]).request, .overview)
    XCTAssertEqual(try WorkbookCommand.parse(["watch"]).request, .watch(id: nil))
    XCTAssertEqual(try WorkbookCommand.parse(["hint", "--help"]).request, .help)
    XCTAssertThrowsError(try WorkbookCommand.parse(["hint"]))
  }

  func testAHintGivesOneStepAtATimeAndSaysHowToAskForTheNext() throws {
    let first = try workbook("hint", "demo-1")
    XCTAssertEqual(first.status, 0)
    XCTAssertTrue(first.standardOutput.contains("Step 1 of 2: Think of a number."))
    XCTAssertFalse(first.standardOutput.contains("Try the largest."), "the idea waits its turn")
    XCTAssertTrue(
      first.standardOutput.contains("Still stuck? swift run workbook hint demo-1 2"),
      first.standardOutput)
    let both = try workbook("hint", "demo-1", "2")
    XCTAssertEqual(both.status, 0)
    XCTAssertTrue(both.standardOutput.contains("Step 1 of 2: Think of a number."))
    XCTAssertTrue(both.standardOutput.contains("Step 2 of 2: Try the largest."))
    XCTAssertFalse(both.standardOutput.contains("Still stuck?"), "the last step offers no more")
    for (step, message) in [
      ("3", "demo-1's hint has 2 steps, not 3"),
      ("0", "hint's STEP is a step's number, 1 or more, not '0'"),
      ("two", "hint's STEP is a step's number, 1 or more, not 'two'"),
    ] {
      let refused = try workbook("hint", "demo-1", step)
      XCTAssertEqual(refused.status, 2, step)
      XCTAssertTrue(refused.standardError.contains(message), refused.standardError)
    }
  }

  func testUnknownSubcommandsIdsAndFlagsExitTwoWithTheUsage() throws {
    for arguments in [
      ["frobnicate"], ["hint", "nope-9"], ["check", "--verbose"], ["hint"], ["report"],
    ] {
      let result = try ProcessRunner.run(
        TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
        directory: root)
      XCTAssertEqual(result.status, 2, "\(arguments)")
      XCTAssertTrue(
        result.standardError.contains("USAGE:")
          || result.standardError.contains("(swift run workbook --help shows the usage)"),
        "\(arguments): \(result.standardError)")
    }
    let unknown = try workbook("check", "nope-9")
    XCTAssertTrue(
      unknown.standardError.contains(
        "no exercise 'nope-9'; swift run workbook list shows every exercise"),
      unknown.standardError)
    let sibling = try workbook("check", "demo-9")
    XCTAssertTrue(
      sibling.standardError.contains("no exercise 'demo-9'; demo's are demo-1"),
      sibling.standardError)
    XCTAssertEqual(try workbook("hint", "DEMO-1").status, 0, "ids are not case-sensitive")
  }

  func testAFlagThatNeedsAValueNeverTakesTheNextFlagForIt() throws {
    let refused = try workbook("grade", "demo-1", "--reference", "--no-build")
    XCTAssertEqual(refused.status, 2, refused.standardError)
    XCTAssertTrue(
      refused.standardError.contains("error: --reference needs a value"), refused.standardError)
    XCTAssertFalse(refused.standardError.contains("no such folder"), refused.standardError)
  }

  func testResetAsksFirstAndWithYesPutsTheStarterBack() throws {
    let nothingToDo = try workbook("reset", "demo-1")
    XCTAssertEqual(nothingToDo.status, 0, "an untouched starter needs no confirmation")
    XCTAssertTrue(nothingToDo.standardOutput.contains("already the starter"))
    try "func answer() -> Int { 7 }".write(to: answerFile, atomically: true, encoding: .utf8)
    let refused = try workbook("reset", "demo-1")
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.standardError.contains("confirm with --yes"), refused.standardError)
    XCTAssertEqual(
      try String(contentsOf: answerFile, encoding: .utf8), "func answer() -> Int { 7 }")

    let reset = try workbook("reset", "demo-1", "--yes")
    XCTAssertEqual(reset.status, 0, reset.standardError)
    XCTAssertEqual(try String(contentsOf: answerFile, encoding: .utf8), starter)
  }

  func testTheSolutionWaitsUntilTheExercisePassesUnlessForced() throws {
    let refused = try workbook("solution", "demo-1")
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(refused.standardError.contains("once your version passes"))
    let forced = try workbook("solution", "demo-1", "--force")
    XCTAssertEqual(forced.status, 0)
    XCTAssertTrue(
      forced.standardOutput.contains("func answer() -> Int {\n  42\n}"), forced.standardOutput)
  }

  func testTheReportIsJSONAnAutograderCanRead() throws {
    try StandInLibrary.checks.write(
      to: root.appendingPathComponent("Exercises/demo-1/Checks.swift"), atomically: true,
      encoding: .utf8)
    let report = try workbook("report", "--json", "--no-build")
    XCTAssertEqual(report.status, 0, report.standardError)
    let json = try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8))
    let object = try XCTUnwrap(json as? [String: Any])
    let rows = try XCTUnwrap(object["exercises"] as? [[String: Any]])
    XCTAssertEqual(rows.count, 1)
    XCTAssertEqual(rows[0]["id"] as? String, "demo-1")
    XCTAssertEqual(rows[0]["chapter"] as? String, "MVC")
    XCTAssertEqual(rows[0]["title"] as? String, "The answer")
    XCTAssertEqual(rows[0]["version"] as? Int, 2)
    XCTAssertEqual(rows[0]["status"] as? String, "fail")
    XCTAssertEqual(rows[0]["untouched"] as? Bool, true, "never tried, as opposed to failed")
    XCTAssertEqual((rows[0]["tests"] as? [Any])?.count, 2, "an untouched starter is checked too")
    XCTAssertEqual(object["passed"] as? Int, 0)
    XCTAssertEqual(object["untouched"] as? Int, 1)
    XCTAssertEqual(object["total"] as? Int, 1)
  }

  func testOutsideAPackageItSaysWhereToRunIt() throws {
    let result = try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: ["list"],
      directory: URL(fileURLWithPath: "/"))
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.standardError.contains("no Package.swift here or above"))
  }

  func testAnUnknownWordIsRepeatedCutAndEscaped() throws {
    let blob = "\u{1B}]0;title\u{7}" + String(repeating: "x", count: 100_000)
    for arguments in [[blob], ["list", "--\(blob)"], ["check", blob], ["check", "mvc-1", blob]] {
      let result = try ProcessRunner.run(
        TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
        directory: root)
      XCTAssertEqual(result.status, 2)
      XCTAssertFalse(result.standardError.contains("\u{1B}"), result.standardError)
      // The whole usage (about 4 KB) and the cut word: nowhere near the 100,000 typed.
      XCTAssertLessThan(result.standardError.utf8.count, 5000, "\(arguments.count) arguments")
      XCTAssertTrue(result.standardError.contains(" characters)"), result.standardError)
    }
  }

  func testClosedStandardStreamsAreNoCrash() throws {
    for closing in [">&-", "2>&-", ">&- 2>&-"] {
      let result = try ProcessRunner.run(
        URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          "-c", "exec \"$0\" list --no-build \(closing)",
          TestPaths.productsDirectory.appendingPathComponent("workbook").path,
        ], directory: root)
      XCTAssertNil(result.signal, "\(closing): \(result.standardError)")
      XCTAssertEqual(result.status, 0, "\(closing): \(result.standardError)")
    }
  }

  func testResetSaysInPlainWordsWhenTheLearnersFileIsAFolder() throws {
    try replaceWithFolder(answerFile)
    let reset = try workbook("reset", "demo-1", "--yes")
    XCTAssertEqual(reset.status, 1)
    XCTAssertEqual(
      reset.standardError,
      "workbook: cannot put the starter back: Exercises/demo-1/Answer.swift: is a directory\n")
  }

  func testAProgressRecordThatCannotBeWrittenIsAWarningNotTheOutcome() throws {
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises/.progress.json"),
      withIntermediateDirectories: false)
    let warning =
      "workbook: warning: the verdict was not recorded: Exercises/.progress.json: is a directory\n"
    let report = try workbook("report", "--json", "--no-build")
    XCTAssertEqual(report.status, 0, report.standardError)
    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)))
    XCTAssertEqual(report.standardError, warning)

    try "func answer() -> Int { 7 }".write(to: answerFile, atomically: true, encoding: .utf8)
    let reset = try workbook("reset", "demo-1", "--yes")
    XCTAssertEqual(reset.status, 0, reset.standardError)
    XCTAssertEqual(reset.standardError, warning)
    XCTAssertEqual(try String(contentsOf: answerFile, encoding: .utf8), starter)
  }

  /// A pipe where the learner's file should be: reading it, or compiling it, would wait
  /// for a writer that never comes.
  func testAPipeForTheLearnersFileIsRefusedNotWaitedOn() throws {
    try FileManager.default.removeItem(at: answerFile)
    XCTAssertEqual(mkfifo(answerFile.path, 0o644), 0)
    for arguments in [["check", "demo-1", "--no-build"], ["list", "--no-build"]] {
      let result = try ProcessRunner.run(
        TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
        directory: root, timeout: .seconds(60))
      XCTAssertFalse(result.timedOut, "\(arguments[0]) waited on the pipe")
      if arguments[0] == "check" {
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
          result.standardError.contains(
            "Exercises/demo-1/Answer.swift is not a plain file: put a Swift file there"),
          result.standardError)
      }
    }
  }

  func testWithoutTheToolchainOnPathItExitsThreeAndSaysSo() throws {
    let empty = root.appendingPathComponent("empty-bin").path
    let checked = try workbook("check", "demo-1", "--no-build", path: empty)
    XCTAssertEqual(checked.status, 3, checked.standardError)
    XCTAssertTrue(
      checked.standardError.contains("swiftc is not on PATH: the Swift toolchain is needed"),
      checked.standardError)
    let built = try workbook("check", "demo-1", path: empty)
    XCTAssertEqual(built.status, 3, built.standardError)
    XCTAssertTrue(built.standardError.contains("'swift' is not on PATH"), built.standardError)
    let reported = try workbook("report", "--json", "--no-build", path: empty)
    XCTAssertEqual(reported.status, 3, "a report checks every exercise: it needs swiftc")
    XCTAssertTrue(
      try workbook("--help").standardOutput.contains("3  swiftc or swift is not on PATH"))
  }

  func testABrokenExerciseListIsNamedInPlainWords() throws {
    let list = root.appendingPathComponent("Exercises/exercises.json")
    try #"{"exercises": [{"id": "demo-1"}]}"#.write(to: list, atomically: true, encoding: .utf8)
    let incomplete = try workbook("list")
    XCTAssertEqual(incomplete.status, 1)
    XCTAssertEqual(
      incomplete.standardError,
      "workbook: Exercises/exercises.json lacks “chapter” at exercises[0]\n")
    try FileManager.default.removeItem(at: list)
    let missing = try workbook("list")
    XCTAssertEqual(missing.status, 1)
    XCTAssertEqual(
      missing.standardError,
      "workbook: cannot read Exercises/exercises.json: no such file or directory\n")
  }

  /// In an assignment template there is no reference: `solution` and `reset` say so
  /// first, rather than ask for a pass or a confirmation that could lead nowhere.
  func testWithoutTheReferenceSolutionAndResetSaySoFirst() throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent("Exercises/demo-1/.meta"))
    try "func answer() -> Int { 1 }".write(to: answerFile, atomically: true, encoding: .utf8)
    for arguments in [["solution", "demo-1"], ["reset", "demo-1"]] {
      let result = try ProcessRunner.run(
        TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
        directory: root)
      XCTAssertEqual(result.status, 1, "\(arguments)")
      XCTAssertEqual(
        result.standardError, "workbook: demo-1: Exercises/demo-1/.meta/Answer.swift is missing\n")
    }
  }

  /// In an assignment template `reset` puts the starter back from the repository's
  /// first commit, which the catalog's fingerprint of the starter tells; `solution`
  /// says who has the solutions.
  func testInATemplateResetTakesTheStarterFromTheFirstCommit() throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent("Exercises/demo-1/.meta"))
    try """
    {"exercises": [{"id": "demo-1", "chapter": "MVC", "title": "The answer",
      "files": ["Answer.swift"], "hints": ["Think of a number."],
      "starter": "\(ProgressStore.fingerprint(["Answer.swift": starter]))"}]}
    """.write(
      to: root.appendingPathComponent("Exercises/exercises.json"), atomically: true,
      encoding: .utf8)
    let git = try XCTUnwrap(ProcessRunner.find("git"))
    for arguments in [
      ["init", "-q"], ["add", "-A"],
      ["-c", "user.name=I", "-c", "user.email=i@x", "commit", "-qm", "t"],
    ] {
      XCTAssertEqual(try ProcessRunner.run(git, arguments: arguments, directory: root).status, 0)
    }
    try "func answer() -> Int { 7 }".write(to: answerFile, atomically: true, encoding: .utf8)
    let reset = try workbook("reset", "demo-1", "--yes")
    XCTAssertEqual(reset.status, 0, reset.standardError)
    XCTAssertTrue(
      reset.standardOutput.hasPrefix(
        "Reset Exercises/demo-1/Answer.swift to the starter (from commit "),
      reset.standardOutput)
    XCTAssertEqual(try String(contentsOf: answerFile, encoding: .utf8), starter)

    let solution = try workbook("solution", "demo-1", "--force")
    XCTAssertEqual(solution.status, 1)
    XCTAssertEqual(
      solution.standardError,
      "workbook: demo-1: this is an assignment template, which holds no reference solutions "
        + "(no Exercises/demo-1/.meta): your instructor has them\n")
  }

  /// "Next" is one exercise in `workbook`, `check` and `watch`: from the one checked
  /// last, which the record keeps; that one while it does not pass. Ids and chapter
  /// names are shown whole, however long.
  func testNextIsTheSameEverywhereAndNamesAreNeverCut() throws {
    let ids = ["demo-1", "chainofresponsibility-1", "state-1"]
    let chapters = ["MVC", "ChainOfResponsibility", "State"]
    try """
    {"exercises": [\(zip(ids, chapters).map { id, chapter in
      #"{"id": "\#(id)", "chapter": "\#(chapter)", "title": "The answer", "files": ["Answer.swift"], "hints": [""]}"#
    }.joined(separator: ", "))]}
    """.write(
      to: root.appendingPathComponent("Exercises/exercises.json"), atomically: true,
      encoding: .utf8)
    for id in ids.dropFirst() {
      try FileManager.default.copyItem(
        at: root.appendingPathComponent("Exercises/demo-1"),
        to: root.appendingPathComponent("Exercises/\(id)"))
    }
    /// The record of `id` checked with `status`, `minutes` ago, its files as they are.
    func record(_ entries: [(id: String, status: String, minutes: Double)]) throws {
      let fingerprint = ProgressStore.fingerprint(["Answer.swift": "func answer() -> Int { 1 }"])
      for entry in entries {
        try "func answer() -> Int { 1 }".write(
          to: root.appendingPathComponent("Exercises/\(entry.id)/Answer.swift"), atomically: true,
          encoding: .utf8)
      }
      let formatter = ISO8601DateFormatter()
      let lines = entries.map { entry in
        let date = formatter.string(from: Date(timeIntervalSinceNow: -60 * entry.minutes))
        return
          #""\#(entry.id)": {"status": "\#(entry.status)", "fingerprint": "\#(fingerprint)", "checked": "\#(date)"}"#
      }
      try ("{" + lines.joined(separator: ", ") + "}").write(
        to: root.appendingPathComponent("Exercises/.progress.json"), atomically: true,
        encoding: .utf8)
    }
    func next() throws -> (overview: String, check: String) {
      let overview = try workbook("--no-build").standardOutput
      let line = overview.split(separator: "\n").first { $0.hasPrefix("Next: ") }
      let check = try workbook("check", "--no-build").standardOutput
      return (
        String(line ?? ""),
        String(check.split(separator: "\n").first ?? "")
      )
    }
    // chainofresponsibility-1 passed last: next is the one after it, as `check` said.
    try record([("demo-1", "fail", 5), ("chainofresponsibility-1", "pass", 1)])
    var shown = try next()
    XCTAssertEqual(shown.overview, "Next: state-1 · The answer")
    XCTAssertTrue(shown.check.hasPrefix("Checking state-1 · "), shown.check)
    // It failed last: it is still next, in both.
    try record([("demo-1", "pass", 5), ("chainofresponsibility-1", "fail", 1)])
    shown = try next()
    XCTAssertEqual(shown.overview, "Next: chainofresponsibility-1 · The answer")
    XCTAssertTrue(shown.check.hasPrefix("Checking chainofresponsibility-1 · "), shown.check)

    let overview = try workbook("--no-build").standardOutput
    XCTAssertTrue(overview.contains("Chapter 11 · ChainOfResponsibility "), overview)
    let list = try workbook("list", "--no-build").standardOutput
    XCTAssertTrue(list.contains("chainofresponsibility-1 11 ChainOfResponsibility "), list)
  }

  func testAMissingOrUnreadableExerciseFileIsNamedInPlainWords() throws {
    let meta = root.appendingPathComponent("Exercises/demo-1/.meta/Answer.swift")
    try replaceWithFolder(meta)
    let solution = try workbook("solution", "demo-1", "--force")
    XCTAssertEqual(solution.status, 1)
    XCTAssertEqual(
      solution.standardError,
      "workbook: demo-1: Exercises/demo-1/.meta/Answer.swift: is a directory\n")

    try FileManager.default.removeItem(at: root.appendingPathComponent("Exercises/demo-1"))
    let checked = try workbook("check", "demo-1", "--no-build")
    XCTAssertEqual(checked.status, 1)
    XCTAssertEqual(
      checked.standardError, "workbook: demo-1: its folder Exercises/demo-1 is missing\n")
  }

  func testPipedWatchPrintsAVerdictPerSaveUntilInterrupted() throws {
    try StandInLibrary.checks.write(
      to: root.appendingPathComponent("Exercises/demo-1/Checks.swift"), atomically: true,
      encoding: .utf8)
    let watch = try BackgroundProcess(
      "workbook", ["watch", "demo-1", "--no-build"], directory: root)
    let verdicts = {
      watch.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("Watching") }
    }
    XCTAssertTrue(
      watch.wait(upTo: .seconds(60)) { !verdicts().isEmpty }, watch.standardError)
    XCTAssertTrue(
      verdicts().first?.hasPrefix(
        "✗ demo-1 fails 1 of 2 checks; first failing: “the answer is 42”: answer(): expected 42, got 0"
      ) ?? false, "\(verdicts())")

    try "func answer() -> Int { 42 }".write(to: answerFile, atomically: true, encoding: .utf8)
    XCTAssertTrue(
      watch.wait(upTo: .seconds(60)) { verdicts().count >= 2 }, watch.standardError)
    XCTAssertEqual(verdicts().last, "✓ demo-1 passes all 2 checks")
    XCTAssertTrue(watch.isRunning, "it keeps watching after a pass")
    XCTAssertEqual(watch.stop(with: SIGINT), 128 + SIGINT)
    XCTAssertEqual(verdicts().count, 2, "one line per check: \(verdicts())")
  }
}
