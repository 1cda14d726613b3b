import Adapter
import Decorator
import Foundation
import MVC
import Memento
import Observer
import Singleton
import TerminalKit
import XCTest

@testable import Command
@testable import Facade

private typealias LibraryViewController = Command.LibraryViewController

/// The tutorial's toolbar, item by item: what is enabled when, and what a press does.
@MainActor
final class ToolbarEnablingTests: XCTestCase {
  private let albums = PersistencyManager.tutorialAlbums

  private func makeScreen() -> (LibraryViewController, Window, Facade.LibraryAPI) {
    let library = makeLibrary()
    let (controller, window) = CommandTests.makeScreen(library: library)
    return (controller, window, library)
  }

  /// Undo, Redo and Delete as the toolbar draws them.
  private func toolbar(_ window: Window) -> String {
    let lines = window.render().renderPlain().split(separator: "\n")
    return lines.last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
  }

  func testAtStartUndoAndRedoAreDisabledAndDeleteIsEnabled() async {
    let (controller, window, _) = makeScreen()
    XCTAssertEqual(controller.toolbarItems.map(\.title), ["Undo", "Redo", "", "Delete"])
    XCTAssertEqual(controller.toolbarItems[2].kind, .flexibleSpace)
    XCTAssertTrue(toolbar(window).hasPrefix("(u) Undo  (r) Redo"), toolbar(window))
    XCTAssertTrue(toolbar(window).hasSuffix("[d] Delete"), toolbar(window))
    XCTAssertEqual(window.send(.character("u")), .ignored, "a disabled Undo does nothing")
    XCTAssertEqual(window.send(.character("r")), .ignored, "a disabled Redo does nothing")
  }

  func testDeleteEnablesUndoAndUndoPutsTheAlbumBackAsTheCurrentOne() async {
    let (controller, window, library) = makeScreen()
    _ = window.send(.right)
    _ = window.send(.right)
    XCTAssertEqual(window.send(.character("d")), .handled)
    XCTAssertEqual(
      library.albums.map(\.title), albums.map(\.title).filter { $0 != albums[2].title })
    XCTAssertTrue(controller.undoItem.isEnabled)
    XCTAssertFalse(controller.redoItem.isEnabled)
    _ = window.send(.left)
    _ = window.send(.left)
    XCTAssertEqual(window.send(.character("u")), .handled)
    XCTAssertEqual(library.albums, albums)
    XCTAssertEqual(controller.currentAlbumIndex, 2, "the album put back is the current one")
    XCTAssertEqual(controller.rows.rows, albums[2].tableRepresentation())
    XCTAssertFalse(controller.undoItem.isEnabled, "nothing left to undo")
    XCTAssertTrue(controller.redoItem.isEnabled)
    XCTAssertTrue(controller.deleteItem.isEnabled)
  }

  func testWithNoAlbumsDeleteIsDisabledAndTheTableIsEmptyUntilAnUndo() async {
    let (controller, window, library) = makeScreen()
    for _ in albums { XCTAssertEqual(window.send(.character("d")), .handled) }
    XCTAssertEqual(library.albums, [])
    XCTAssertFalse(controller.deleteItem.isEnabled)
    XCTAssertEqual(window.send(.character("d")), .ignored)
    XCTAssertNil(controller.currentAlbumIndex)
    XCTAssertNil(controller.rows.rows)
    XCTAssertEqual(controller.rows.numberOfRows(in: controller.dataTable), 0)
    XCTAssertTrue(toolbar(window).hasSuffix("(d) Delete"), toolbar(window))
    XCTAssertEqual(window.send(.character("u")), .handled)
    XCTAssertTrue(controller.deleteItem.isEnabled, "Undo always enables Delete again")
    XCTAssertEqual(library.albums, [albums[4]], "the newest deletion, the last album, is back")
    XCTAssertEqual(controller.currentAlbumIndex, 0)
  }

  func testANewDeleteEndsTheRedoStack() async {
    let (controller, window, library) = makeScreen()
    _ = window.send(.character("d"))
    _ = window.send(.character("u"))
    XCTAssertTrue(controller.redoItem.isEnabled)
    _ = window.send(.right)
    _ = window.send(.character("d"))
    XCTAssertFalse(controller.redoItem.isEnabled, "redo no longer fits after a new change")
    XCTAssertEqual(window.send(.character("r")), .ignored)
    XCTAssertEqual(library.albums.count, 4)
    XCTAssertEqual(
      controller.history.undoStack.map { ($0 as? DeleteAlbumCommand)?.album }, [albums[1]],
      "only the new delete")
  }
}
