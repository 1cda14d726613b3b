import Adapter
import AppSupport
import Command
import Facade
import Foundation
import MVC
import Memento
import Observer
import TerminalKit
import XCTest

@testable import Composite

/// The screen lists the tree, opens and closes it with space, deletes whatever is
/// highlighted as one step and takes it back with one undo, and keeps the cover strip
/// on the highlighted item's first album.
@MainActor
final class OutlineScreenTests: XCTestCase {
  func testSpaceClosesAndOpensTheHighlightedShelf() async {
    let (screen, window) = makeScreen()
    XCTAssertEqual(screen.outlineTable.rows.count, 8)
    _ = window.send(.space)
    XCTAssertEqual(
      screen.outlineTable.rows.map(\.item.title),
      ["1990s", "2000s", "2000", "Staring at the Sun", "American Pie", "It's My Life"])
    XCTAssertTrue(window.render().renderPlain().contains("▸ 1990s"))
    _ = window.send(.space)
    XCTAssertEqual(screen.outlineTable.rows.count, 8)
  }

  func testDeletingAShelfIsOneStepThatOneUndoTakesBack() async {
    let (screen, window) = makeScreen()
    let before = window.render().renderPlain()
    for key: Key in [.down, .down, .down, .character("d")] { _ = window.send(key) }
    XCTAssertEqual(screen.browser.albums.count, 2)
    XCTAssertEqual(
      screen.outlineTable.rows.map(\.item.title),
      ["1990s", "Best of Bowie", "Nothing Like The Sun"])
    XCTAssertTrue(screen.statusText.hasPrefix("Deleted “2000s”"), screen.statusText)
    _ = window.send(.character("u"))
    XCTAssertEqual(screen.browser.albums.count, 5)
    XCTAssertEqual(screen.outlineTable.rows.count, 8)
    XCTAssertEqual(
      screen.outlineTable.highlightedRow?.item.title, "2000s", "the item put back is highlighted")
    XCTAssertFalse(screen.shelfHistory.canUndo)
    XCTAssertTrue(screen.shelfHistory.canRedo)
    XCTAssertEqual(outlineLines(before), outlineLines(window.render().renderPlain()))
  }

  func testMovingInTheOutlineMovesTheStripAndTheStripMovesTheOutline() async throws {
    let (screen, window) = makeScreen()
    for _ in 0..<5 { _ = window.send(.down) }  // Staring at the Sun
    XCTAssertEqual(screen.browser.current?.index, 3, "the strip shows the highlighted album")
    _ = window.send(.right)  // American Pie, the library's fifth
    XCTAssertEqual(screen.outlineTable.highlightedRow?.item.title, "American Pie")
    for _ in 0..<2 { _ = window.send(.up) }
    _ = window.send(.space)  // close "2000"
    _ = window.send(.right)  // no album after American Pie: nothing moves
    _ = window.send(.left)  // Staring at the Sun, inside the closed shelf
    XCTAssertEqual(
      screen.outlineTable.highlightedRow?.item.title, "2000", "the deepest row in sight")
    let cover = try XCTUnwrap(screen.scroller.view(at: 2), "the cover of Nothing Like The Sun")
    var origin = cover.frame.origin
    var view: View? = cover.superview
    while let outer = view {
      origin = Point(x: origin.x + outer.frame.minX, y: origin.y + outer.frame.minY)
      view = outer.superview
    }
    _ = window.send(.click(Point(x: origin.x + 1, y: origin.y + 1)))
    XCTAssertEqual(screen.browser.current?.index, 2, "the click chose the cover")
    XCTAssertEqual(
      screen.outlineTable.highlightedRow?.item.title, "Nothing Like The Sun", "and its row")
  }

  /// Enter on a row says what it holds; a redo deletes again what the undo put back.
  func testEnterSaysWhatARowHoldsAndRedoDeletesAgain() async {
    let (screen, window) = makeScreen()
    _ = window.send(.enter)
    XCTAssertEqual(screen.statusText, "“1990s”: 2 albums · Pop")
    // ↑ onto a shelf shows its first album: down to Nothing Like The Sun, up twice.
    for key: Key in [.down, .down, .up, .up] { _ = window.send(key) }
    XCTAssertEqual(screen.outlineTable.highlightedRow?.item.title, "1990s")
    XCTAssertEqual(screen.browser.current?.index, 0, "Best of Bowie, the shelf's first")
    for key: Key in [.down, .down, .down, .character("d"), .character("u")] {
      _ = window.send(key)
    }
    _ = window.send(.character("r"))
    XCTAssertTrue(screen.statusText.hasPrefix("Deleted again “2000s”"), screen.statusText)
    XCTAssertEqual(screen.browser.albums.count, 2)
    XCTAssertTrue(screen.shelfHistory.canUndo)
    XCTAssertFalse(screen.shelfHistory.canRedo)
  }

  /// Delete is enabled while a row is highlighted, an empty shelf's too (with no album
  /// left, chapter 8's screen would disable it): not once the outline is empty.
  func testDeleteIsDisabledOnceTheOutlineIsEmpty() async {
    let (screen, window) = makeScreen()
    XCTAssertTrue(screen.deleteItem.isEnabled)
    for key: Key in [.down, .down, .down, .character("d"), .up, .character("d")] {
      _ = window.send(key)  // 2000s, then Best of Bowie
    }
    XCTAssertEqual(
      screen.outlineTable.rows.map(\.item.title), ["1990s", "Nothing Like The Sun"])
    _ = window.send(.character("d"))
    XCTAssertTrue(screen.browser.albums.isEmpty)
    XCTAssertEqual(screen.outlineTable.highlightedRow?.item.title, "1990s", "an empty shelf")
    XCTAssertTrue(screen.deleteItem.isEnabled, "the empty shelf can go")
    // Bounded: a screen whose delete does nothing must fail here, not loop for ever.
    for _ in 0..<10 where screen.outlineTable.highlightedRow != nil {
      _ = window.send(.character("d"))
    }
    XCTAssertTrue(screen.outlineTable.rows.isEmpty)
    XCTAssertFalse(screen.deleteItem.isEnabled)
    _ = window.send(.character("u"))
    XCTAssertTrue(screen.deleteItem.isEnabled)
  }

  /// A state restored on a screen already drawn: the history starts again, the outline
  /// shows the restored tree from its first row.
  func testARestoreOnADrawnScreenStartsTheHistoryAndTheOutlineAgain() async {
    let (screen, window) = makeScreen()
    for key: Key in [.down, .down, .down, .character("d"), .down] { _ = window.send(key) }
    XCTAssertTrue(screen.shelfHistory.canUndo)
    XCTAssertEqual(screen.outlineTable.highlightedRow?.item.title, "Nothing Like The Sun")
    screen.restoreSavedState(.nothingSaved)
    XCTAssertFalse(screen.shelfHistory.canUndo, "the history starts again")
    XCTAssertFalse(screen.undoItem.isEnabled)
    XCTAssertEqual(screen.outlineTable.highlightedRow?.item.title, "1990s", "the first row")
  }

  /// The outline's eight lines of a printed screen, the highlight's marker left out.
  private func outlineLines(_ screen: String) -> [String] {
    screen.components(separatedBy: "\n").dropFirst(10).prefix(8).map {
      $0.replacingOccurrences(of: ">", with: " ")
    }
  }
}
