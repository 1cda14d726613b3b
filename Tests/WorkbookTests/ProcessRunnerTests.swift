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

  /// A program that starts a writer and exits leaves it writing into an output file
  /// nobody reads any more; the file size limit binds that writer too. (The writer
  /// here stops by itself at 4 MiB, so a broken limit cannot fill the disk.)
  func testAWriterLeftBehindIsEndedAtTheFileSizeLimit() throws {
    let status = FileManager.default.temporaryDirectory
      .appendingPathComponent("writer-status-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: status) }
    let writer = "(head -c 4194304 /dev/zero; echo $? > '\(status.path)') & exit 0"
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
    XCTAssertEqual(result.signal, SIGKILL)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(3))
    sleep(4)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: status.path), "what the program started ran on")
  }
}
