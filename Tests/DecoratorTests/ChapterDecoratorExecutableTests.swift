import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-decorator`, run as a learner runs it.
final class ChapterDecoratorExecutableTests: XCTestCase {
  func testTheStartScreen() throws {
    try assertScreen(
      "chapter-decorator",
      shows: ["Artist", "Album", "Genre", "Year", "David Bowie", "Best of Bowie", "Pop", "1992"],
      snapshot: "chapter-decorator")
  }

  func testRightShowsTheNextAlbum() throws {
    try assertScreen(
      "chapter-decorator", keys: "right", shows: ["No Doubt", "2003"],
      snapshot: "chapter-decorator-right")
  }

  func testDeleteShowsTheNextAlbumAndNo1992() throws {
    let screen = try assertScreen(
      "chapter-decorator", keys: "d", shows: ["No Doubt"], snapshot: "chapter-decorator-delete")
    XCTAssertFalse(screen.contains("1992"))
  }

  func testDeletingMoreAlbumsThanExistExitsZero() throws {
    try assertScreen(
      "chapter-decorator", keys: "d d d d d d d d", shows: ["the library is empty", "(d) Delete"],
      snapshot: "chapter-decorator-delete-all")
  }

  func testTheSmallestScreenStillShowsTheTable() throws {
    let result = try assertExecute("chapter-decorator", ["--size", "30x14"])
    for text in ["Artist", "David Bow", "Year", "1992", "[d] Delete"] {
      XCTAssertTrue(result.standardOutput.contains(text), result.standardOutput)
    }
  }

  /// `--server` points the facade at a server, as in chapter 3: a delete is posted, and
  /// a server that is not there is said on the screen, the delete kept.
  func testADeleteIsPostedToTheServerGiven() throws {
    let result = try assertExecute(
      "chapter-decorator", ["--server", "http://127.0.0.1:\(freeLoopbackPort())", "--keys", "d"])
    XCTAssertTrue(result.standardOutput.contains("No Doubt"), result.standardOutput)
    XCTAssertTrue(result.standardOutput.contains("server unreachable"), result.standardOutput)
  }
}
