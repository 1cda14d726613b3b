import WorkbookTestSupport
import XCTest

/// The built `chapter-singleton`, run as a learner runs it.
final class ChapterSingletonExecutableTests: XCTestCase {
  func testPipedItPrintsTheScreen() throws {
    try assertScreen(
      "chapter-singleton", shows: ["Best of Bowie", "instance #1 of 1"],
      snapshot: "chapter-singleton")
  }

  func testMovingRightShowsTheNextAlbum() throws {
    try assertScreen(
      "chapter-singleton", keys: "right", shows: ["No Doubt", "2003", "Album 2 of 5"],
      snapshot: "chapter-singleton-right")
  }

  func testBadFlagsExitTwo() throws {
    try assertExecute(
      "chapter-singleton", ["--server", "x"], exitCode: 2, errorContains: "unknown option")
  }
}
