import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-command`, run as a learner runs it: piped and scripted, each run
/// keeping its state and its covers in a folder of the test's own.
final class ChapterCommandExecutableTests: XCTestCase {
  /// `--state-dir` and `--cache` in a new temporary folder.
  private func ownFolders() throws -> [String] {
    let folder = try makeTemporaryFolder(self).path
    return ["--state-dir", folder, "--cache", folder + "/covers"]
  }

  func testTheStartScreenHasTheSeedsToolbarAndRedo() throws {
    let screen = try assertScreen(
      "chapter-command", arguments: ownFolders(),
      shows: [
        "(u) Undo  (r) Redo", "[d] Delete", "Album 1 of 5",
        "Covers: the app's own server (loopback) · 3 shown",
      ],
      snapshot: "chapter-command")
    XCTAssertTrue(screen.contains("David Bowie"), screen)
  }

  func testTwoDeletesAndAnUndoPipedPutTheSecondAlbumBack() throws {
    let screen = try assertScreen(
      "chapter-command", keys: "d d u", arguments: ownFolders(),
      shows: [
        "Put back “It's My Life”", "Album 1 of 4", "No Doubt", "[u] Undo  [r] Redo",
        "State: saved",
      ],
      snapshot: "chapter-command-d-d-u")
    XCTAssertFalse(screen.contains("David Bowie"), "the first deletion stays undone")
  }

  func testAfterARestartTheAlbumsAreBackButThereIsNothingToUndo() throws {
    let folders = try ownFolders()
    try assertExecute("chapter-command", folders + ["--keys", "right d d"])
    let second = try assertExecute("chapter-command", folders + ["--keys", "u u"]).standardOutput
    for text in ["Album 2 of 3", "Staring at the Sun", "(u) Undo  (r) Redo"] {
      XCTAssertTrue(second.contains(text), "\(text) missing from\n\(second)")
    }
  }
}
