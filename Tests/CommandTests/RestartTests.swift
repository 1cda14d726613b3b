import Adapter
import AppSupport
import Foundation
import MVC
import Memento
import Observer
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Command
@testable import Facade

private typealias LibraryViewController = Command.LibraryViewController

/// The albums and the position survive a restart through chapter 7's memento; the
/// undo history does not, as in the tutorial.
@MainActor
final class RestartTests: XCTestCase {
  func testAfterARestartTheAlbumsAreBackAndThereIsNothingToUndo() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let (before, window) = makeScreen(store: store)
    for key: Key in [.right, .character("d"), .character("d"), .character("u")] {
      _ = window.send(key)
    }
    XCTAssertTrue(before.undoItem.isEnabled && before.redoItem.isEnabled)
    Application.post(Application.willTerminateNotification)

    let (after, restarted) = makeScreen(store: store)
    XCTAssertEqual(after.albumLibrary.albums, before.albumLibrary.albums)
    XCTAssertEqual(after.currentAlbumIndex, before.currentAlbumIndex)
    XCTAssertEqual(after.scroller.centredIndex, before.scroller.centredIndex, "the strip")
    XCTAssertEqual(after.stateLine.text, "State: restored")
    XCTAssertTrue(after.history.undoStack.isEmpty && after.history.redoStack.isEmpty)
    XCTAssertFalse(after.undoItem.isEnabled, "nothing to undo after a restart")
    XCTAssertFalse(after.redoItem.isEnabled, "nothing to redo after a restart")
    XCTAssertEqual(restarted.send(.character("u")), .ignored)
    XCTAssertEqual(after.albumLibrary.albums, before.albumLibrary.albums, "the u changed nothing")
  }

  /// Restoring replaces the albums behind the history's back, so the history is
  /// emptied: an undo must not put an album back into a library it never came from.
  func testRestoringOnAScreenWithAHistoryEmptiesIt() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let (saved, _) = makeScreen(store: store)
    XCTAssertTrue(saved.saveState())
    let (controller, window) = makeScreen(store: store)
    _ = window.send(.character("d"))
    _ = window.send(.character("d"))
    XCTAssertTrue(controller.undoItem.isEnabled)

    controller.restoreSavedState(store.load())
    XCTAssertEqual(controller.albumLibrary.albums, PersistencyManager.tutorialAlbums)
    XCTAssertTrue(controller.history.undoStack.isEmpty, "the deletions no longer fit")
    XCTAssertFalse(controller.undoItem.isEnabled, "nothing to undo after a restore")
    XCTAssertEqual(window.send(.character("u")), .ignored)
    XCTAssertEqual(controller.albumLibrary.albums, PersistencyManager.tutorialAlbums)

    // A restore that finds nothing to put back changes no album, so nothing redraws the
    // screen: the toolbar must still be told what became of the history.
    _ = window.send(.character("d"))
    XCTAssertTrue(controller.undoItem.isEnabled)
    controller.restoreSavedState(.nothingSaved)
    XCTAssertEqual(
      controller.undoItem.isEnabled, controller.history.canUndo, "Undo follows the history")
  }
}
