import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-command`, run as a learner runs it: piped and scripted, each run
/// over a state folder of the test's own.
final class ChapterCommandExecutableTests: XCTestCase {
  func testTheStartScreenHasTheSeedsToolbarAndRedo() throws {
    let folder = try makeStateFolder(self).path
    let screen = try assertScreen(
      "chapter-command", arguments: ["--state-dir", folder],
      shows: ["(u) Undo  (r) Redo", "[d] Delete", "Album 1 of 5", "State: nothing saved yet"],
      snapshot: "chapter-command")
    XCTAssertTrue(screen.contains("David Bowie"), screen)
  }

  func testTwoDeletesAndAnUndoPipedPutTheSecondAlbumBack() throws {
    let folder = try makeStateFolder(self).path
    let screen = try assertScreen(
      "chapter-command", keys: "d d u", arguments: ["--state-dir", folder],
      shows: ["Put back “It's My Life”", "Album 1 of 4", "No Doubt", "[u] Undo  [r] Redo"],
      snapshot: "chapter-command-d-d-u")
    XCTAssertFalse(screen.contains("David Bowie"), "the first deletion stays undone")
  }

  func testAfterARestartTheAlbumsAreBackButThereIsNothingToUndo() throws {
    let folder = try makeStateFolder(self).path
    try assertExecute("chapter-command", ["--state-dir", folder, "--keys", "right d d"])
    let second = try assertExecute(
      "chapter-command", ["--state-dir", folder, "--keys", "u u"]
    ).standardOutput
    for text in ["Album 2 of 3", "Staring at the Sun", "(u) Undo  (r) Redo"] {
      XCTAssertTrue(second.contains(text), "\(text) missing from\n\(second)")
    }
  }
}
