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

  /// The smallest screen the app supports, where the cover is three rows and the status
  /// line is cut to fit, and a wide one, on the last album.
  func testTheScreenAtTheSmallestSizeAndAWideOne() throws {
    try assertScreen(
      "chapter-singleton", arguments: ["--size", "30x14"], shows: ["Best of Bowie"],
      snapshot: "chapter-singleton-30x14")
    try assertScreen(
      "chapter-singleton", keys: "right right right right right",
      arguments: ["--size", "133x41"], shows: ["American Pie", "Album 5 of 5"],
      snapshot: "chapter-singleton-last-133x41")
  }

  func testBadFlagsExitTwo() throws {
    try assertExecute(
      "chapter-singleton", ["--server", "x"], exitCode: 2, errorContains: "unknown option")
  }
}
