import Foundation
import WorkbookKit
import XCTest

/// The output limit, on `sh`: what is kept of a large output, and a program that will
/// not stop printing.
final class ProcessRunnerTests: XCTestCase {
  private let shell = URL(fileURLWithPath: "/bin/sh")

  func testOfALargeOutputBothEndsAreKeptAndTheCutIsSaid() throws {
    // 10,000 numbered lines of 6 bytes each: "00000\n" … "09999\n".
    let result = try ProcessRunner.run(
      shell,
      arguments: ["-c", "i=0; while [ $i -lt 10000 ]; do printf '%05d\\n' $i; i=$((i+1)); done"],
      outputLimit: OutputLimit(keptAtEachEnd: 60, stopAfter: 1 << 20))
    XCTAssertEqual(result.status, 0)
    XCTAssertFalse(result.wroteTooMuch)
    let firstTen = (0..<10).map { String(format: "%05d\n", $0) }.joined()
    let lastTen = (9990..<10000).map { String(format: "%05d\n", $0) }.joined()
    XCTAssertEqual(result.standardOutput, firstTen + "\n… 59880 bytes cut …\n" + lastTen)
  }

  func testASmallOutputIsKeptWhole() throws {
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", "echo out; echo err >&2"],
      outputLimit: OutputLimit(keptAtEachEnd: 4, stopAfter: 100))
    XCTAssertEqual(result.standardOutput, "out\n")
    XCTAssertEqual(result.standardError, "err\n")
  }

  func testAProgramThatPrintsForeverIsStoppedAtTheByteLimitNotTheTimeLimit() throws {
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", "while :; do echo again and again; done"],
      timeout: .seconds(20), outputLimit: OutputLimit(keptAtEachEnd: 1024, stopAfter: 1 << 20))
    XCTAssertTrue(result.wroteTooMuch)
    XCTAssertFalse(result.timedOut)
    XCTAssertEqual(result.signal, SIGTERM)
    XCTAssertLessThan(result.standardOutput.utf8.count, 2 * 1024 + 100)
    XCTAssertTrue(result.standardOutput.hasPrefix("again and again\n"), result.standardOutput)
  }

  /// A program that starts a writer in a session of its own (`setsid`), out of its
  /// process group, and exits leaves it writing into an output file nobody reads any
  /// more; the file size limit binds that writer too. It also drops the run's marker
  /// (`WORKBOOK_RUN`), or the runner's clean-up could end it first and leave this limit
  /// untested. The program exits only once the writer is in its new session, or under
  /// load the clean-up of the group could end it before `setsid` moved it out. (The
  /// writer here stops by itself at 4 MiB, so a broken limit cannot fill the disk.)
  func testAWriterThatLeftTheGroupIsEndedAtTheFileSizeLimit() throws {
    let status = FileManager.default.temporaryDirectory
      .appendingPathComponent("writer-status-\(UUID().uuidString)")
    let moved = FileManager.default.temporaryDirectory
      .appendingPathComponent("writer-moved-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: status)
      try? FileManager.default.removeItem(at: moved)
    }
    let writer = """
      env -u WORKBOOK_RUN setsid sh -c \
        ": > '\(moved.path)'; head -c 4194304 /dev/zero; echo \\$? > '\(status.path)'" &
      while [ ! -e '\(moved.path)' ]; do sleep 0.01; done; exit 0
      """
    _ = try ProcessRunner.run(
      shell, arguments: ["-c", writer],
      outputLimit: OutputLimit(keptAtEachEnd: 1024, stopAfter: 1 << 30), fileSizeLimit: 1 << 20)
    let deadline = ContinuousClock.now + .seconds(20)
    var ended: String?
    while ended == nil && ContinuousClock.now < deadline {
      ended = try? String(contentsOf: status, encoding: .utf8)
      usleep(20_000)
    }
    XCTAssertEqual(
      ended?.trimmingCharacters(in: .newlines), "\(128 + SIGXFSZ)",
      "the writer left behind was not stopped by the limit")
  }

  /// A program stopped at its time limit takes with it what it started in a process
  /// group of its own and without the run's marker, as the build tool starts a test
  /// binary: an endless test of a mutant must not spin on after its run.
  func testAProgramStoppedAtItsLimitTakesWhatItStartedElsewhere() throws {
    let pidFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("runaway-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: pidFile) }
    let script = """
      env -u WORKBOOK_RUN setsid sh -c 'echo $$ > "\(pidFile.path)"; exec sleep 300' &
      sleep 300
      """
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", script], timeout: .seconds(2), isolated: false)
    XCTAssertTrue(result.timedOut)
    let pid = try XCTUnwrap(
      Int32((try String(contentsOf: pidFile, encoding: .utf8)).trimmingCharacters(in: .newlines)))
    let deadline = ContinuousClock.now + .seconds(5)
    while kill(pid, 0) == 0 && ContinuousClock.now < deadline { usleep(20_000) }
    XCTAssertNotEqual(kill(pid, 0), 0, "the program's runaway child still runs")
  }

  /// A program that starts `sleep 40` and exits: the sleep is ended with it, and the
  /// result says a program was left running.
  func testWhatAProgramLeavesRunningIsEndedAndSaid() throws {
    let pidFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("left-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: pidFile) }
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", "/bin/sleep 40 & echo $! > '\(pidFile.path)'; exit 0"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.leftProgramsRunning)
    let sleeper = try XCTUnwrap(
      Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .newlines)))
    XCTAssertTrue(Self.ends(sleeper, within: .seconds(5)), "sleep \(sleeper) is still running")

    let tidy = try ProcessRunner.run(shell, arguments: ["-c", "/bin/sleep 0.1; exit 0"])
    XCTAssertFalse(tidy.leftProgramsRunning)
  }

  /// `workbook` ignores SIGTERM to handle it itself; what it runs must not inherit that,
  /// or a program an exercise starts could not be stopped with SIGTERM.
  func testAProgramStartsWithDefaultSignalActionsWhateverThisProcessIgnores() throws {
    let previous = signal(SIGTERM, SIG_IGN)
    defer { signal(SIGTERM, previous) }
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", "/bin/sleep 40 & kill -TERM $!; wait $!; echo $?"],
      timeout: .seconds(10))
    XCTAssertFalse(result.timedOut, "sleep ignored SIGTERM")
    XCTAssertEqual(result.standardOutput, "\(128 + SIGTERM)\n")
  }

  /// A program that forks a child holding its standard output, then exits: the run
  /// ends with the program, not when the child lets go of the output.
  func testAChildHoldingTheOutputDoesNotKeepTheRunWaiting() throws {
    let start = ContinuousClock.now
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", "(/bin/sleep 30; echo late) & echo done"], timeout: .seconds(60))
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    XCTAssertEqual(result.standardOutput, "done\n")
    XCTAssertTrue(result.leftProgramsRunning)
  }

  /// Whether process `pid` is gone (or a zombie) within `limit`.
  private static func ends(_ pid: Int32, within limit: Duration) -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      let state = stat?.split(separator: ")").last?.split(separator: " ").first
      if kill(pid, 0) != 0 || state == "Z" { return true }
      usleep(20_000)
    }
    return false
  }

  func testAProgramEndedByTheFileSizeLimitWroteTooMuch() throws {
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", "exec head -c 2097152 /dev/zero"], timeout: .seconds(20),
      outputLimit: OutputLimit(keptAtEachEnd: 1024, stopAfter: 1 << 30), fileSizeLimit: 64 << 10)
    XCTAssertEqual(result.signal, SIGXFSZ)
    XCTAssertTrue(result.wroteTooMuch)
    XCTAssertFalse(result.timedOut)
  }

  func testStopAllEndsTheProgramsBeingWaitedForAndWhatTheyStarted() throws {
    let status = FileManager.default.temporaryDirectory
      .appendingPathComponent("stop-all-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: status) }
    Thread.detachNewThread {
      usleep(500_000)
      ProcessRunner.stopAll()
    }
    let start = ContinuousClock.now
    // The shell waits for a subshell of its own that would write the file after 3 s.
    let result = try ProcessRunner.run(
      shell, arguments: ["-c", "(sleep 3; echo late > '\(status.path)') & wait"],
      timeout: .seconds(30))
    XCTAssertEqual(result.signal, SIGTERM, "told to stop first, as a build tool must be")
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(3))
    sleep(4)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: status.path), "what the program started ran on")
  }
}
