import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-memento`, run twice over one temporary state folder: what the
/// first run left, the second shows.
final class ChapterMementoExecutableTests: XCTestCase {
  private func run(
    _ arguments: [String], environment: [String: String] = [:],
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> ProcessResult {
    // Covers go to a scratch cache, never the user's.
    let covers = try makeTemporaryFolder(self).path
    return try assertExecute(
      "chapter-memento", arguments + ["--cache", covers], environment: environment,
      file: file, line: line)
  }

  /// The whole start screen, the state line empty until something happens to the state.
  func testTheStartScreen() throws {
    let folder = try makeTemporaryFolder(self).path
    _ = try assertScreen(
      "chapter-memento",
      arguments: ["--state-dir", folder, "--cache", folder + "/covers", "--fresh"],
      shows: ["BlueLibrary · Chapter 7: Memento", "Album 1 of 5"],
      snapshot: "chapter-memento")
  }

  /// With no `HOME` and no `--state-dir`, the state line says there is nowhere to keep
  /// the state, and the app runs on.
  func testWithNoHomeTheLineSaysThereIsNowhereToKeepIt() throws {
    let result = try run(
      ["--keys", "right"], environment: ["HOME": "", "XDG_STATE_HOME": ""])
    XCTAssertTrue(
      result.standardOutput.contains("  State: nowhere to keep it (no HOME)"),
      result.standardOutput)
    XCTAssertTrue(result.standardOutput.contains("Album 2 of 5"), result.standardOutput)
  }

  func testASecondRunShowsWhatTheFirstLeft() throws {
    let folder = try makeTemporaryFolder(self).path
    let first = try run(["--state-dir", folder, "--keys", "right right d right"])
    XCTAssertTrue(first.standardOutput.contains("Album 4 of 4"), first.standardOutput)
    XCTAssertTrue(first.standardOutput.contains("State: saved"), first.standardOutput)
    let second = try run(["--state-dir", folder])
    XCTAssertTrue(second.standardOutput.contains("State: restored"), second.standardOutput)
    // The same album, list and strip: the screens differ only in their notes.
    XCTAssertEqual(withoutNotes(second.standardOutput), withoutNotes(first.standardOutput))
    XCTAssertTrue(second.standardOutput.contains("Album 4 of 4"), second.standardOutput)
  }

  /// A screen without its cover and state lines, and without the word of a delete.
  private func withoutNotes(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("  Covers:") && !$0.hasPrefix("  State:") }
      .joined(separator: "\n")
      .replacingOccurrences(of: "Deleted “Nothing Like The Sun” · ", with: "")
  }

  func testFreshStartsFromTheBuiltInAlbums() throws {
    let folder = try makeTemporaryFolder(self).path
    _ = try run(["--state-dir", folder, "--keys", "d d d"])
    let fresh = try run(["--state-dir", folder, "--fresh"])
    XCTAssertTrue(fresh.standardOutput.contains("Album 1 of 5"), fresh.standardOutput)
    XCTAssertFalse(fresh.standardOutput.contains("State: restored"))
  }

  func testACorruptFileIsSurvivedAndKeptAside() throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("state.json")
    try Data("{\"version\": 1, \"curr".utf8).write(to: file)
    let result = try run(["--state-dir", folder.path])
    XCTAssertTrue(result.standardOutput.contains("Album 1 of 5"), result.standardOutput)
    XCTAssertTrue(result.standardError.contains("kept as state.json.bad-1"), result.standardError)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("state.json.bad-1"), encoding: .utf8),
      "{\"version\": 1, \"curr")
  }

  func testAnUnwritableFolderWarnsAndTheAppStillRuns() throws {
    let plainFile = try makeTemporaryFolder(self).appendingPathComponent("a-file")
    try Data().write(to: plainFile)
    let result = try run(["--state-dir", plainFile.path + "/state", "--keys", "right"])
    XCTAssertTrue(result.standardOutput.contains("Album 2 of 5"), result.standardOutput)
    XCTAssertTrue(
      result.standardError.contains("warning: state not saved: cannot make"), result.standardError)
  }

  func testTheFolderComesFromTheXDGVariableThenFromHome() throws {
    let root = try makeTemporaryFolder(self)
    _ = try run(["--keys", "right"], environment: ["XDG_STATE_HOME": root.path + "/xdg"])
    XCTAssertTrue(FileManager.default.fileExists(atPath: root.path + "/xdg/bluelibrary/state.json"))
    _ = try run(
      ["--keys", "right"],
      environment: ["XDG_STATE_HOME": "relative/ignored", "HOME": root.path + "/home"])
    XCTAssertTrue(
      FileManager.default.fileExists(
        atPath: root.path + "/home/.local/state/bluelibrary/state.json"))
  }

  func testTheHelpShowsTheFlagThatTakesNoValueWithoutOne() throws {
    let help = try assertExecute("chapter-memento", ["--help"]).standardOutput
    XCTAssertTrue(help.contains(" [--state-dir DIR] [--fresh]\n"), help)
    XCTAssertTrue(help.contains("\n  --fresh              Start from the built-in albums"), help)
  }

  func testBadFlagsAreUsageErrors() throws {
    // A home of its own: were a bad flag ever let through, the run saves nowhere real.
    let home = ["HOME": try makeTemporaryFolder(self).path]
    try assertExecute(
      "chapter-memento", ["--fresh=yes"], environment: home, exitCode: 2,
      errorContains: "--fresh takes no value")
    try assertExecute(
      "chapter-memento", ["--state-dir", ""], environment: home, exitCode: 2,
      errorContains: "--state-dir needs a folder")
  }

  /// The state is put back before the server is connected: a restored deletion is not
  /// posted again, and the run's own delete is.
  func testARestoreIsNotPostedAndANewDeleteIs() throws {
    let folder = try makeTemporaryFolder(self).path
    _ = try run(["--state-dir", folder, "--keys", "d"])
    let port = freeLoopbackPort()
    let server = try BackgroundProcess("album-server", ["--port", "\(port)"])
    XCTAssertTrue(
      server.wait { server.standardOutput.contains("listening on") }, server.standardError)
    let second = try run([
      "--state-dir", folder, "--server", "http://127.0.0.1:\(port)", "--keys", "d",
    ])
    XCTAssertTrue(
      second.standardOutput.contains("/api/deleteAlbum → 200"), second.standardOutput)
    XCTAssertEqual(server.stop(), 0, "Ctrl-C stops the server cleanly")
    // The covers come from the same server; of the posts, only the new delete's.
    let posts = server.standardOutput.split(separator: "\n").filter { $0.hasPrefix("POST") }
    XCTAssertEqual(posts, ["POST /api/deleteAlbum 0"], server.standardOutput)
  }
}
