import Adapter
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

  /// The outline's eight lines of a printed screen, the highlight's marker left out.
  private func outlineLines(_ screen: String) -> [String] {
    screen.components(separatedBy: "\n").dropFirst(10).prefix(8).map {
      $0.replacingOccurrences(of: ">", with: " ")
    }
  }
}
