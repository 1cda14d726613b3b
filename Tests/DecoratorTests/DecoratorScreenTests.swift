import MVC
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Decorator
@testable import Facade

// Facade and Singleton have screens of their own; here the name means chapter 4's.
private typealias LibraryViewController = Decorator.LibraryViewController

@MainActor
final class DecoratorScreenTests: XCTestCase {
  private func makeScreen() -> (LibraryViewController, Window) {
    let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    let controller = LibraryViewController(library: library)
    return (controller, Window(rootViewController: controller, size: Size(width: 80, height: 24)))
  }

  /// The rows the table shows: as many as the table counted at its last reload (so a
  /// screen that forgets to reload shows stale rows), each read back from the data
  /// source as the table reads it.
  private func shownRows(_ controller: LibraryViewController) -> [AlbumRow] {
    let table = controller.dataTable
    return (0..<table.numberOfRows).map { row in
      let cell = controller.rows.tableView(table, cellForRowAt: row)
      return AlbumRow(title: cell.textLabel.text, value: cell.detailTextLabel.text)
    }
  }

  func testTheRowsFollowTheCurrentAlbumWhenMovingAndDeleting() async {
    let (controller, window) = makeScreen()
    let albums = PersistencyManager.tutorialAlbums
    XCTAssertEqual(shownRows(controller), albums[0].tableRepresentation())
    _ = window.send(.right)
    _ = window.send(.right)
    XCTAssertEqual(shownRows(controller), albums[2].tableRepresentation())
    _ = window.send(.character("d"))
    XCTAssertEqual(shownRows(controller), albums[3].tableRepresentation())
    _ = window.send(.right)
    _ = window.send(.character("d"))
    XCTAssertEqual(
      shownRows(controller), albums[3].tableRepresentation(), "last one deleted: back one")
    XCTAssertEqual(controller.currentAlbumIndex, 2, "the index follows it back")
    await controller.waitForTasks()
  }

  /// Any library (generated: albums that share fields, some all four, each with a cover
  /// of its own) and any run of ←, → and d: after each key the screen shows the album a
  /// plain list and index say it should, its rows, its cover and its place on the status
  /// line (after a delete, behind what went), or the empty library.
  func testAnyRunOfArrowsAndDeletesShowsTheRowsCoverAndPlaceOfTheAlbumReached() async {
    let runs = Generators.albums(count: 0...6).flatMap { fields in
      // Some albums come again with a cover of their own: the same rows, another album.
      Generators.int(in: 0...fields.count).flatMap { repeats in
        Generators.keys(from: ["left", "right", "d"]).map { (fields + fields.prefix(repeats), $0) }
      }
    }
    assertForAll(runs) { fields, keys in
      var albums = fields.enumerated().map { offset, field in
        Album(
          title: field.title, artist: field.artist, genre: field.genre,
          coverUrl: "/covers/\(offset).png", year: field.year)
      }
      var index: Int? = albums.isEmpty ? nil : 0
      let library = Facade.LibraryAPI(
        persistencyManager: PersistencyManager(albums: albums), httpClient: nil)
      let controller = LibraryViewController(library: library)
      let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
      _ = window.render()
      for name in ["no key"] + keys {
        if let key = Key(name: name) {
          switch (key, index) {
          case (.left, let current?): index = max(0, current - 1)
          case (.right, let current?): index = min(albums.count - 1, current + 1)
          case (.character("d"), let current?):
            albums.remove(at: current)
            index = albums.isEmpty ? nil : min(current, albums.count - 1)
          default: break
          }
          _ = window.send(key)
        }
        guard let index else {
          try expectEqual(shownRows(controller), [], "the rows after \(name)")
          try expect(
            controller.statusText.hasSuffix("No albums left"),
            "after \(name): \(controller.statusText)")
          continue
        }
        let album = albums[index]
        try expectEqual(shownRows(controller), album.tableRepresentation(), "rows after \(name)")
        try expectEqual(controller.albumView.coverUrl, album.coverUrl, "cover after \(name)")
        try expect(
          controller.statusText.contains("Album \(index + 1) of \(albums.count) ·"),
          "after \(name): \(controller.statusText)")
      }
    }
  }

  func testDeletingEverythingLeavesAnEmptyTableAndDeleteDisabled() async {
    let (controller, window) = makeScreen()
    for _ in 0..<5 { XCTAssertEqual(window.send(.character("d")), .handled) }
    XCTAssertEqual(window.send(.character("d")), .ignored)
    XCTAssertEqual(shownRows(controller), [])
    XCTAssertNil(controller.currentAlbumIndex, "an empty library has no current album")
    XCTAssertEqual(window.send(.right), .handled)
    XCTAssertEqual(window.send(.down), .ignored)
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("the library is empty"), screen)
    XCTAssertTrue(screen.hasSuffix("(d) Delete"))
    await controller.waitForTasks()
  }

  func testRowsTheDataSourceDoesNotHaveGetEmptyCellsAndChooseNothing() async {
    let (controller, window) = makeScreen()
    _ = window.render()  // the four rows' cells go back to the table, text and all
    let table = controller.dataTable
    let missing = controller.rows.tableView(table, cellForRowAt: 99)
    XCTAssertEqual(missing.textLabel.text, "", "a row that does not exist shows nothing")
    XCTAssertEqual(missing.detailTextLabel.text, "")
    controller.rows.tableView(table, didSelectRowAt: 99)
    XCTAssertEqual(controller.statusText, "Album 1 of 5 · ←/→ move · ↑/↓ rows · n numbers")
    for _ in 0..<5 { _ = window.send(.character("d")) }
    _ = window.render()
    XCTAssertNil(controller.rows.rows, "no album, no rows")
    XCTAssertTrue(controller.albumView.isHidden)
    let empty = controller.rows.tableView(table, cellForRowAt: 0)
    XCTAssertEqual([empty.textLabel.text, empty.detailTextLabel.text], ["", ""])
    await controller.waitForTasks()
  }

  func testChoosingARowTellsTheDelegateWhichShowsIt() async {
    let (controller, window) = makeScreen()
    _ = window.send(.down)
    _ = window.send(.down)
    _ = window.send(.down)
    XCTAssertEqual(window.send(.enter), .handled)
    XCTAssertEqual(controller.statusText, "Genre: Pop")
  }

  func testTheRowsObjectIsTheTablesDataSourceAndDelegateUntilRowsAreNumbered() async {
    let (controller, window) = makeScreen()
    XCTAssertTrue(controller.dataTable.dataSource === controller.rows)
    XCTAssertTrue(controller.dataTable.delegate === controller.rows)
    _ = window.send(.character("n"))
    let wrapper = controller.dataTable.dataSource as? NumberedRowsDataSource
    XCTAssertTrue(wrapper?.base === controller.rows, "the wrapper wraps the rows object")
    XCTAssertTrue(controller.dataTable.delegate === controller.rows, "the delegate stays")
    XCTAssertTrue(window.render().renderPlain().contains("1. Artist"))
    _ = window.send(.character("n"))
    XCTAssertTrue(controller.dataTable.dataSource === controller.rows)
  }

  func testAScreenWithNumberedRowsIsFreedWhenLetGo() async {
    weak var freed: LibraryViewController?
    do {
      let (controller, window) = makeScreen()
      _ = window.send(.character("n"))
      XCTAssertTrue(controller.dataTable.dataSource is NumberedRowsDataSource)
      freed = controller
    }
    XCTAssertNil(freed, "nothing the screen owns holds the screen")
  }

  /// `n` wraps the table's data source and unwraps it, as often as it is pressed, and
  /// the status line says which source the table reads.
  func testNumbersWrapAndUnwrapOnEveryPressAndTheStatusSaysWhich() async {
    let (controller, window) = makeScreen()
    for press in 1...3 {
      XCTAssertEqual(window.send(.character("n")), .handled, "press \(press)")
      let numbered = press % 2 == 1
      XCTAssertEqual(controller.dataTable.dataSource is NumberedRowsDataSource, numbered)
      XCTAssertEqual(
        controller.statusText,
        numbered ? "Rows numbered by a wrapper" : "Rows as the data source gives them")
      XCTAssertEqual(window.render().renderPlain().contains("1. Artist"), numbered)
    }
    await controller.waitForTasks()
  }

  /// Enter with no row highlighted says how to choose one; with no album there is
  /// nothing to choose, so Enter is left unused.
  func testEnterWithNoHighlightedRowSaysHowToChooseOne() async {
    let (controller, window) = makeScreen()
    XCTAssertEqual(window.send(.enter), .handled)
    XCTAssertEqual(controller.statusText, "Choose a row with ↑/↓ first, then Enter")
    for _ in 0..<5 { _ = window.send(.character("d")) }
    let left = controller.statusText
    XCTAssertEqual(window.send(.enter), .ignored, "no album, no rows to choose")
    XCTAssertEqual(controller.statusText, left, "and nothing said of rows")
    await controller.waitForTasks()
  }
}
