import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-visitor`, run as a learner runs it: piped and scripted, each run
/// keeping its state, its covers and its playlists in a folder of the test's own.
final class ChapterVisitorExecutableTests: XCTestCase {
  func testIAsksTheHighlightedShelfItsQuestions() throws {
    let folder = try makeTemporaryFolder(self).path
    _ = try assertScreen(
      "chapter-visitor", keys: "down down down i",
      arguments: ["--state-dir", folder, "--cache", folder + "/covers"],
      shows: ["Chapter 14: Visitor", "“2000s”: Pop 3 · 2000–2003", "[i] Ask", "[e] Export"],
      snapshot: "chapter-visitor-ask")
  }

  func testEWritesThePlaylistBesideTheSavedLibrary() throws {
    let folder = try makeTemporaryFolder(self).path
    let run = try assertExecute(
      "chapter-visitor", ["--keys", "e", "--state-dir", folder, "--cache", folder + "/covers"])
    XCTAssertTrue(run.standardOutput.contains("Exported “1990s”: 2 albums"), run.standardOutput)
    let playlist = try String(
      contentsOfFile: folder + "/playlists/1990s.playlist.txt", encoding: .utf8)
    XCTAssertEqual(
      playlist,
      "# 1990s\n  - David Bowie — Best of Bowie (1992)\n  - Sting — Nothing Like The Sun (1999)\n")
  }
}
