import Decorator
import Foundation
import MVC
import Singleton
import TerminalKit
import XCTest

@testable import Adapter
@testable import Facade

// Earlier chapters have screens of their own; here the name means chapter 5's.
private typealias LibraryViewController = Adapter.LibraryViewController

/// The controller adapted to the scroller, driven through the window as keys and
/// clicks arrive.
@MainActor
final class AdapterScreenTests: XCTestCase {
  private let albums = PersistencyManager.tutorialAlbums

  private func makeScreen(width: Int = 80) -> (LibraryViewController, Window) {
    let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    let controller = LibraryViewController(library: library)
    let window = Window(rootViewController: controller, size: Size(width: width, height: 24))
    _ = window.render()
    return (controller, window)
  }

  /// Which loaded cover views are highlighted, by index.
  private func highlighted(_ controller: LibraryViewController) -> [Int] {
    controller.scroller.visibleIndices.filter {
      (controller.scroller.view(at: $0) as? AlbumView)?.isHighlighted == true
    }
  }

  private func shownRows(_ controller: LibraryViewController) -> [AlbumRow] {
    let table = controller.dataTable
    return (0..<controller.rows.numberOfRows(in: table)).map { row in
      let cell = controller.rows.tableView(table, cellForRowAt: row)
      return AlbumRow(title: cell.textLabel.text, value: cell.detailTextLabel.text)
    }
  }

  func testTheControllerIsTheScrollersDelegateAndStartsAtTheDefaultIndex() async {
    let (controller, _) = makeScreen()
    XCTAssertTrue(controller.scroller.delegate === controller)
    XCTAssertEqual(controller.numberOfViews(in: controller.scroller), 5)
    XCTAssertEqual(controller.initialViewIndex(for: controller.scroller), 0, "the default")
    XCTAssertEqual(controller.scroller.centredIndex, 0)
    XCTAssertEqual(highlighted(controller), [0])
    XCTAssertEqual(shownRows(controller), albums[0].tableRepresentation())
  }

  func testArrowsMoveTheHighlightAndTheTableFollows() async {
    let (controller, window) = makeScreen()
    XCTAssertEqual(window.send(.right), .handled)
    XCTAssertEqual(window.send(.right), .handled)
    XCTAssertEqual(controller.currentAlbumIndex, 2)
    XCTAssertEqual(controller.scroller.centredIndex, 2)
    XCTAssertEqual(highlighted(controller), [2], "the previous cover lost its highlight")
    XCTAssertEqual(shownRows(controller), albums[2].tableRepresentation())
    _ = window.send(.left)
    XCTAssertEqual(highlighted(controller), [1])
    XCTAssertEqual(shownRows(controller), albums[1].tableRepresentation())
  }

  func testAClickOnACoverChoosesAndCentresIt() async {
    let (controller, window) = makeScreen()
    // Cover 0 is centred: columns 33..<47; cover 2 covers 65..<79.
    // The strip starts on screen row 2 (title bar, then the view's row 1).
    XCTAssertEqual(window.send(.click(Point(x: 78, y: 5))), .handled)
    XCTAssertEqual(controller.currentAlbumIndex, 2)
    XCTAssertEqual(controller.scroller.view(at: 2)?.frame.minX, 33, "centred")
    XCTAssertEqual(highlighted(controller), [2])
    XCTAssertEqual(shownRows(controller), albums[2].tableRepresentation())
    XCTAssertEqual(
      window.send(.click(Point(x: 32, y: 5))), .ignored, "between two covers: nothing")
    XCTAssertEqual(window.send(.click(Point(x: 40, y: 16))), .ignored, "on the table")
    XCTAssertEqual(controller.currentAlbumIndex, 2)
  }

  func testDeletingKeepsTheHighlightOnTheNewCurrentAlbum() async {
    let (controller, window) = makeScreen()
    for _ in 0..<4 { _ = window.send(.right) }
    _ = window.send(.character("d"))
    _ = window.render()
    XCTAssertEqual(controller.currentAlbumIndex, 3, "the last album went: back one")
    XCTAssertEqual(controller.scroller.centredIndex, 3)
    XCTAssertEqual(highlighted(controller), [3])
    XCTAssertEqual(shownRows(controller), albums[3].tableRepresentation())
    for _ in 0..<4 { _ = window.send(.character("d")) }
    XCTAssertNil(controller.currentAlbumIndex)
    XCTAssertEqual(shownRows(controller), [])
    XCTAssertEqual(window.send(.right), .ignored, "an empty strip: ← and → do nothing")
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("the library is empty"), screen)
    XCTAssertTrue(screen.hasSuffix("(d) Delete"), screen)
    await controller.waitForTasks()
  }

  func testTheTableAnswersAreChapterFoursAdoptedNotCopied() async {
    let (controller, window) = makeScreen()
    XCTAssertTrue(controller.dataTable.dataSource === controller.rows)
    XCTAssertTrue(controller.dataTable.delegate === controller.rows)
    _ = window.send(.down)
    _ = window.send(.down)
    XCTAssertEqual(window.send(.enter), .handled)
    XCTAssertEqual(controller.statusText, "Album: Best of Bowie")
    // Rows that do not exist: an empty cell, no status change, no crash.
    XCTAssertEqual(
      controller.rows.tableView(controller.dataTable, cellForRowAt: 99).textLabel.text, "")
    controller.rows.tableView(controller.dataTable, didSelectRowAt: -1)
    XCTAssertEqual(controller.statusText, "Album: Best of Bowie")
  }

  func testOnTheSmallestScreenTheNeighboursArePartlyVisibleAndClickable() async {
    let (controller, window) = makeScreen(width: Window.minimumSize.width)
    window.size = Window.minimumSize
    _ = window.render()
    XCTAssertEqual(controller.scroller.visibleIndices, 0..<2)
    XCTAssertEqual(window.send(.click(Point(x: 29, y: 2))), .handled)
    XCTAssertEqual(controller.currentAlbumIndex, 1)
    XCTAssertEqual(controller.scroller.visibleIndices, 0..<3)
  }

  /// A change made elsewhere (an undo, a restore) that makes another album current
  /// redraws the strip around it: the strip follows the browser, not only its own
  /// keys and clicks.
  func testAChangeMadeElsewhereCentresTheStripOnTheAlbumItShows() async {
    let (controller, window) = makeScreen()
    for index in [3, 1, 4, 0] {
      controller.browser.libraryChanged(showing: index)
      _ = window.render()
      XCTAssertEqual(controller.scroller.centredIndex, index)
      XCTAssertEqual(highlighted(controller), [index])
      XCTAssertEqual(shownRows(controller), albums[index].tableRepresentation())
    }
  }

  /// Deleting the last album says none is left; Enter with no row highlighted says how
  /// to choose one, and with no album there is nothing to choose.
  func testTheStatusLineSaysWhatTheKeysCanDoWhenTheyCanDoNothing() async {
    let (controller, window) = makeScreen()
    XCTAssertEqual(window.send(.enter), .handled)
    XCTAssertEqual(controller.statusText, "Choose a row with ↑/↓ first, then Enter")
    for _ in 0..<5 { _ = window.send(.character("d")) }
    XCTAssertTrue(controller.statusText.hasSuffix("No albums left"), controller.statusText)
    let left = controller.statusText
    XCTAssertEqual(window.send(.enter), .ignored, "no album, no rows to choose")
    XCTAssertEqual(controller.statusText, left)
    await controller.waitForTasks()
  }

  /// The notes line is written again at each layout: a facade pointed at a server
  /// after the screen was made is shown at the next frame.
  func testTheNotesLineFollowsTheLibraryAtEachLayout() async {
    let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    let controller = LibraryViewController(library: library)
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    XCTAssertTrue(window.render().renderPlain().contains("Server: offline"))
    library.connect(to: URL(string: "http://127.0.0.1:9")!)
    let screen = window.render().renderPlain()
    XCTAssertTrue(
      screen.contains("Server: http://127.0.0.1:9 · no change posted yet"), screen)
  }
}
