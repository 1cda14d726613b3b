import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// `workbook` told to stop (Ctrl-C, SIGTERM) in the middle of a command: it stops what
/// it runs and everything that started, and leaves none of the folders it worked in.
/// On a made-up package with one exercise; `swift` is a stand-in on `PATH` that runs its
/// command in a process group of its own, as SwiftPM's build system does.
final class InterruptionTests: XCTestCase {
  private var root: URL!
  /// The workbook's own temporary folder, where its runs keep their output.
  private var temporary: URL { root.appendingPathComponent("tmp") }
  /// Where the stand-in build tool writes the id of the command it runs.
  private var commandID: URL { root.appendingPathComponent("command.pid") }
  /// What the learner's endless code writes once it runs: its process id.
  private var learnerStarted: URL { root.appendingPathComponent("home/learner-started") }

  override func setUpWithError() throws {
    #if !os(Linux)
      throw XCTSkip("reads the process table from /proc")
    #endif
    root = try makeTemporaryFolder(self)
    try write("// a package", to: "Package.swift")
    try write(
      """
      {"exercises": [{"id": "demo-1", "chapter": "MVC", "title": "The answer",
        "files": ["Answer.swift"], "hints": ["Think of a number."]}]}
      """, to: "Exercises/exercises.json")
    // Notes that it runs, in a folder named outright (under `grade` run as root the checks
    // run as another user, with a home of their own), then never returns.
    try write(
      """
      import Foundation

      func answer() -> Int {
        let started = URL(fileURLWithPath: "\(learnerStarted.path)")
        try? "\\(ProcessInfo.processInfo.processIdentifier)"
          .write(to: started, atomically: true, encoding: .utf8)
        while true { sleep(1) }
      }
      """, to: "Exercises/demo-1/Answer.swift")
    try write(StandInLibrary.checks, to: "Exercises/demo-1/Checks.swift")
    for folder in [temporary, learnerStarted.deletingLastPathComponent()] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // Writable by the user the checks of a grade run as root run as.
    _ = chmod(learnerStarted.deletingLastPathComponent().path, 0o777)
  }

  private func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Puts a stand-in `swift` first on `PATH`: `script` is its body.
  private func standInSwift(_ script: String) throws -> String {
    let bin = root.appendingPathComponent("bin")
    try write("#!/bin/sh\n" + script, to: "bin/swift")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("swift").path)
    return bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }

  private func workbook(_ arguments: [String], path: String? = nil) throws -> BackgroundProcess {
    var environment = ProcessInfo.processInfo.environment.filter { $0.key == "PATH" }
    environment["HOME"] = learnerStarted.deletingLastPathComponent().path
    environment["TMPDIR"] = temporary.path
    environment["COMMAND_ID_FILE"] = commandID.path
    if let path { environment["PATH"] = path }
    return try BackgroundProcess(
      "workbook", arguments, directory: root, environment: environment)
  }

  /// The process id written in `file`, once it is there; ended with SIGKILL when the
  /// test is over, whatever became of it.
  private func processID(in file: URL) -> pid_t? {
    var found: pid_t?
    _ = eventually(within: .seconds(120)) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
      found = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
      return found != nil
    }
    if let found { addTeardownBlock { if self.isRunning(found) { kill(found, SIGKILL) } } }
    return found
  }

  /// Sends `signal` to `command` and says whether `process` is gone within `limit`.
  private func stopping(
    _ command: BackgroundProcess, with signal: Int32, ends process: pid_t,
    within limit: Duration = .seconds(5)
  ) -> Bool {
    command.send(signal)
    return eventually(within: limit) { !isRunning(process) }
  }

  /// Whether `pid` runs: a process that has ended and waits to be reaped does not.
  private func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  /// What is left in `folder`, by name.
  private func contents(_ folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
  }

  /// A build tool that stops its command when told to stop, as `swift build` does: the
  /// workbook must tell it, not kill it, or the command runs on.
  func testAStoppedCheckLetsTheBuildToolStopWhatItRuns() throws {
    let path = try standInSwift(
      """
      setsid sleep 300 &
      command=$!
      echo "$command" > "$COMMAND_ID_FILE"
      trap 'kill "$command"; exit 143' TERM INT
      wait "$command"
      """)
    for signal in [SIGINT, SIGTERM] {
      try? FileManager.default.removeItem(at: commandID)
      let check = try workbook(["check", "demo-1"], path: path)
      let command = try XCTUnwrap(processID(in: commandID), check.standardError)
      XCTAssertTrue(isRunning(command))
      XCTAssertTrue(
        stopping(check, with: signal, ends: command),
        "signal \(signal): the build tool's command runs on")
      XCTAssertEqual(check.stop(with: signal), 128 + signal)
    }
  }

  /// A build tool, and a command of it, that both ignore SIGTERM are ended all the same
  /// once the grace is over: nothing of the tree is left.
  func testWhatIgnoresTheStopIsEndedAfterTheGrace() throws {
    let path = try standInSwift(
      """
      trap '' TERM INT
      setsid sh -c 'trap "" TERM INT; echo $$ > "$COMMAND_ID_FILE"; exec sleep 300' &
      wait
      """)
    let check = try workbook(["check", "demo-1"], path: path)
    let command = try XCTUnwrap(processID(in: commandID), check.standardError)
    XCTAssertTrue(
      stopping(check, with: SIGTERM, ends: command, within: ProcessRunner.stopGrace * 3),
      "the command runs on")
    XCTAssertEqual(check.stop(with: SIGTERM), 128 + SIGTERM)
  }

  /// `check`, `grade` and a piped `watch` stopped while the learner's checks run: the
  /// checks are ended, and neither the check's build folder, nor the graded copy, nor a
  /// run's output folder (with the temporary folder its programs had) is left.
  func testAnInterruptedCheckOrGradeLeavesNoFolderOfItsOwn() throws {
    let commands = [
      ["check", "demo-1", "--no-build"],
      ["grade", "demo-1", "--reference", root.path, "--no-build"],
      ["watch", "demo-1", "--no-build"],
    ]
    for arguments in commands {
      try? FileManager.default.removeItem(at: learnerStarted)
      let command = try workbook(arguments)
      let learner = try XCTUnwrap(
        processID(in: learnerStarted), "\(arguments): \(command.standardError)")
      XCTAssertFalse(contents(temporary).isEmpty)
      XCTAssertTrue(
        stopping(command, with: SIGINT, ends: learner), "\(arguments): the checks run on")
      XCTAssertEqual(command.stop(with: SIGINT), 128 + SIGINT, "\(arguments)")
      assertNoFolderIsLeft("\(arguments)")
    }
  }

  /// The watch's screen in a terminal, closed with Ctrl-C while the learner's checks run:
  /// TerminalKit ends the program, and the check under way is stopped first.
  func testClosingTheWatchScreenStopsTheCheckUnderWay() throws {
    let program = TestPaths.productsDirectory.appendingPathComponent("workbook").path
    let pane = try TmuxPane(
      command: "cd '\(root.path)' && HOME='\(learnerStarted.deletingLastPathComponent().path)' "
        + "TMPDIR='\(temporary.path)' '\(program)' watch demo-1 --no-build; sleep 60")
    let learner = try XCTUnwrap(processID(in: learnerStarted), (try? pane.screen()) ?? "")
    try pane.type("C-c")
    XCTAssertTrue(eventually { !isRunning(learner) }, "the checks run on")
    // The folders go once the check has stopped, after the screen has been put back: on
    // a loaded machine (CI beside another build) that can take more than a few seconds.
    _ = eventually(within: .seconds(30)) { contents(temporary).isEmpty }
    assertNoFolderIsLeft("watch in a terminal")
  }

  private func assertNoFolderIsLeft(
    _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(contents(temporary), [], what, file: file, line: line)
    let scratch = root.appendingPathComponent(".build/workbook")
    XCTAssertEqual(
      contents(scratch.appendingPathComponent("runs")), [], what, file: file, line: line)
    XCTAssertEqual(
      contents(scratch).filter { $0.hasPrefix("graded-") }, [], what, file: file, line: line)
  }
}
