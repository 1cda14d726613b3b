import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The built `chapter-state`, run as a learner runs it: piped and scripted, each run
/// keeping its state and its covers in a folder of the test's own.
final class ChapterStateExecutableTests: XCTestCase {
  /// `--state-dir` and `--cache` in a new temporary folder, and the built-in albums.
  private func ownFolders() throws -> [String] {
    let folder = try makeTemporaryFolder(self).path
    return ["--state-dir", folder, "--cache", folder + "/covers", "--fresh"]
  }

  func testTheStartScreenHasAStoppedPlayer() throws {
    _ = try assertScreen(
      "chapter-state", arguments: ownFolders(),
      shows: [
        "Chapter 12: State", "Player: Stopped", "[d] Delete  [p] Play  (s) Stop",
        "Album 1 of 5 · p plays or pauses · s stops",
      ],
      snapshot: "chapter-state")
  }

  /// `p p` with no wait between: a scripted run waits after each key only for the
  /// screen's tasks, so the position shown is the one at the pause, 0:00.
  func testAPausedAlbumStaysOnThePanelWhileAnotherIsShown() throws {
    _ = try assertScreen(
      "chapter-state", keys: "p p right", arguments: ownFolders(),
      shows: [
        "Player: Paused “Best of Bowie” · 0:00 of 40:00", "[p] Resume  [s] Stop", "Album 2 of 5",
      ],
      snapshot: "chapter-state-p-p-right")
  }

  func testDeletingThePlayingAlbumAndUndoingLeavesItStopped() throws {
    _ = try assertScreen(
      "chapter-state", keys: "p d u", arguments: ownFolders(),
      shows: ["Put back “Best of Bowie”", "Player: Stopped", "[p] Play  (s) Stop"],
      snapshot: "chapter-state-p-d-u")
  }
}
