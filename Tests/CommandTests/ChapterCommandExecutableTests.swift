import WorkbookTestSupport
import XCTest

/// The built `chapter-command`, run as a learner runs it: piped and scripted.
final class ChapterCommandExecutableTests: XCTestCase {
  func testTheStartScreenHasTheSeedsToolbarAndRedo() throws {
    let screen = try assertScreen(
      "chapter-command", shows: ["(u) Undo  (r) Redo", "[d] Delete", "Album 1 of 5"],
      snapshot: "chapter-command")
    XCTAssertTrue(screen.contains("David Bowie"), screen)
  }

  func testTwoDeletesAndAnUndoPipedPutTheSecondAlbumBack() throws {
    let screen = try assertScreen(
      "chapter-command", keys: "d d u",
      shows: ["Put back “It's My Life”", "Album 1 of 4", "No Doubt", "[u] Undo  [r] Redo"],
      snapshot: "chapter-command-d-d-u")
    XCTAssertFalse(screen.contains("David Bowie"), "the first deletion stays undone")
  }
}
