import Adapter
import Command
import Facade
import Foundation
import MVC
import Strategy
import TerminalKit
import XCTest

/// Albums by title in reverse: an order the screen has never heard of, written here.
struct TitlesBackwards: AlbumOrder {
  let id = "title-backwards"
  let name = "Z to A"
  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    AlbumOrders.byTitle.compare(second, first)
  }
}

/// The screen as the strategy's context: it shows the order it holds, keeps the
/// album on screen when the order changes, and works with any order at all.
@MainActor
final class ScreenOrderTests: XCTestCase {
  func testTheToolbarNamesTheOrderAndOGoesThroughEveryOrderAndRoundAgain() async {
    let (controller, window) = makeOrderedScreen()
    var named: [String] = []
    for _ in 0...AlbumOrders.all.count {
      named.append(controller.toolbarItems[2].label)
      _ = window.send(.character("o"))
    }
    XCTAssertEqual(
      named,
      [
        "[o] Order: as added", "[o] Order: by title", "[o] Order: by artist",
        "[o] Order: by year", "[o] Order: as added",
      ])
    XCTAssertTrue(window.render().renderPlain().contains("[o] Order: by title"))
  }

  func testTheAlbumOnScreenStaysCurrentWhenTheOrderChanges() async {
    let (controller, window) = makeOrderedScreen()
    for key in [Key.right, .right, .right] { _ = window.send(key) }
    XCTAssertEqual(controller.albumOnScreen, "Staring at the Sun")
    for position in [4, 4, 2, 3] {  // by title, by artist, by year, as added
      _ = window.send(.character("o"))
      XCTAssertEqual(controller.albumOnScreen, "Staring at the Sun", controller.orders.current.name)
      XCTAssertEqual(controller.positionOnScreen, position, controller.orders.current.name)
      XCTAssertEqual(controller.scroller.centredIndex, position, "the strip centres it")
      XCTAssertTrue(
        controller.statusText.hasPrefix(
          "Order: \(controller.orders.current.name) · Album \(position + 1) of 5"),
        controller.statusText)
    }
  }

  func testDeleteAndUndoChangeTheLibraryInItsOwnOrderAndTheScreenKeepsTheChosenOne() async {
    let library = makeTutorialLibrary()
    let asAdded = library.albums.map(\.title)
    let (controller, window) = makeOrderedScreen(library: library)
    _ = window.send(.character("o"))  // by title: Best of Bowie, current, is second
    XCTAssertEqual(controller.albumOnScreen, "Best of Bowie")
    XCTAssertEqual(controller.positionOnScreen, 1)
    _ = window.send(.character("d"))
    XCTAssertEqual(library.albums.map(\.title), asAdded.filter { $0 != "Best of Bowie" })
    XCTAssertEqual(controller.albumOnScreen, "It's My Life", "the next by title, in its place")
    _ = window.send(.character("u"))
    XCTAssertEqual(library.albums.map(\.title), asAdded, "back at index 0, as added")
    XCTAssertEqual(
      controller.arrangement.albums.map(\.title),
      [
        "American Pie", "Best of Bowie", "It's My Life", "Nothing Like The Sun",
        "Staring at the Sun",
      ], "still by title")
    XCTAssertEqual(controller.albumOnScreen, "Best of Bowie", "the album put back is current")
    XCTAssertEqual(controller.positionOnScreen, 1)
  }

  func testAnOrderTheScreenHasNeverHeardOfNeedsNoChangeToIt() async {
    let (controller, window) = makeOrderedScreen(
      orders: OrderCycle([AlbumOrders.asAdded, TitlesBackwards()]))
    _ = window.send(.character("o"))
    XCTAssertEqual(controller.toolbarItems[2].label, "[o] Order: Z to A")
    XCTAssertEqual(
      controller.arrangement.albums.map(\.title),
      [
        "Staring at the Sun", "Nothing Like The Sun", "It's My Life", "Best of Bowie",
        "American Pie",
      ])
    XCTAssertEqual(controller.albumOnScreen, "Best of Bowie", "the album on screen stays")
  }
}
