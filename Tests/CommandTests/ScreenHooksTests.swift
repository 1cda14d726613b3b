import Adapter
import AppSupport
import ChapterTestSupport
import MVC
import Memento
import Singleton
import TerminalKit
import XCTest

@testable import Command
@testable import Facade

/// A screen that uses every hook chapter 8's offers part 3: every album but the
/// library's first, shown backwards (as a search and an order would), rows of its own in
/// the table's place, and a line of its own.
@MainActor
private final class HookedScreen: Command.LibraryViewController {
  let contents = SpyContents()
  let line = Label()

  override func arrangedIndices(of albums: [Album]) -> [Int] {
    Array(albums.indices.dropFirst().reversed())
  }
  override func makeTableContents() -> (any TableContents)? { contents }
  override func makeExtraLine() -> View? { line }
}

/// Table contents that list three rows, take `x`, and note what they are told.
@MainActor
private final class SpyContents: TableContents {
  private(set) var installedIn: TableView?
  /// The albums on screen it was told of, once installed in a table.
  private(set) var toldAlbumOnScreen: [Int?] = []
  private(set) var offered: [Key] = []

  var rowsTakenFromTheStrip: Int { 2 }
  func install(in table: TableView) {
    (table.dataSource, table.delegate, installedIn) = (self, self, table)
    table.reloadData()
  }
  func albumOnScreenChanged(to index: Int?, in table: TableView) {
    if installedIn === table { toldAlbumOnScreen.append(index) }
  }
  func handleKey(_ key: Key, in table: TableView) -> Bool {
    offered.append(key)
    // `x` is a key of its own; ↓ is one chapter 5's screen would otherwise use.
    return key == .character("x") || key == .down
  }
  func numberOfRows(in tableView: TableView) -> Int { 3 }
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = TableViewCell(style: .default, reuseIdentifier: "Spy")
    cell.textLabel.text = "row \(row)"
    return cell
  }
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}
}

/// Chapter 8's hooks, as part 3's screens use them: what is shown and in which order,
/// what takes the table's place, a line of a subclass's own, and commands of its own.
@MainActor
final class ScreenHooksTests: XCTestCase {
  private let titles = PersistencyManager.tutorialAlbums.map(\.title)

  private func hookedScreen() -> (HookedScreen, Window) {
    makeScreen(HookedScreen.self, over: makeLibrary())
  }

  func testTheStripAndTheStatusLineShowTheAlbumsAsTheHookArrangesThem() async {
    let (screen, window) = hookedScreen()
    XCTAssertEqual(screen.shown.albums.map(\.title), titles.dropFirst().reversed())
    XCTAssertEqual(screen.scroller.numberOfViews, 4, "the strip shows the albums shown")
    XCTAssertEqual(screen.currentAlbumIndex, 4, "the first album shown is current")
    XCTAssertEqual(screen.scroller.centredIndex, 0)
    XCTAssertTrue(screen.statusText.hasPrefix("Album 1 of 4"), screen.statusText)
    _ = window.send(.right)
    XCTAssertEqual(screen.currentAlbumIndex, 3, "→ goes to the next album shown")
    XCTAssertEqual(screen.positionOnScreen, 1)
    XCTAssertTrue(screen.statusText.hasPrefix("Album 2 of 4"), screen.statusText)
  }

  func testADeleteShowsTheAlbumNowInItsPlaceAndAnUndoTheAlbumPutBack() async {
    let (screen, window) = hookedScreen()
    _ = window.send(.right)  // Staring at the Sun, the library's fourth
    _ = window.send(.character("d"))
    XCTAssertEqual(screen.browser.albums.map(\.title), titles.filter { $0 != titles[3] })
    XCTAssertEqual(
      screen.browser.current?.album.title, titles[2], "the album shown in its place, backwards")
    XCTAssertEqual(screen.positionOnScreen, 1)
    _ = window.send(.character("u"))
    XCTAssertEqual(screen.browser.current?.album.title, titles[3], "the album put back")
    XCTAssertEqual(screen.scroller.centredIndex, 1, "the strip centres it where it is shown")
    _ = window.send(.character("r"))
    XCTAssertEqual(screen.browser.current?.album.title, titles[2])
  }

  func testTheTablesContentsAreInstalledToldAndAskedFirst() async {
    let (screen, window) = hookedScreen()
    let plain = makeScreen(Command.LibraryViewController.self, over: makeLibrary()).0
    XCTAssertTrue(screen.contents.installedIn === screen.dataTable)
    XCTAssertTrue(screen.dataTable.dataSource === screen.contents)
    XCTAssertEqual(
      screen.dataTable.frame.height, plain.dataTable.frame.height + 2, "two rows of the strip's")
    XCTAssertTrue(window.render().renderPlain().contains("row 2"))
    XCTAssertEqual(
      screen.contents.toldAlbumOnScreen, [4], "told the album on screen once installed")
    _ = window.send(.right)
    XCTAssertEqual(screen.contents.toldAlbumOnScreen.last, 3, "told the album on screen")
    XCTAssertEqual(window.send(.character("x")), .handled)
    XCTAssertEqual(screen.contents.offered.last, .character("x"))
    XCTAssertEqual(window.send(.down), .handled)
    XCTAssertEqual(screen.contents.offered.last, .down, "asked before chapter 5's screen")
  }

  func testTheExtraLineStandsUnderChapter7sLine() async {
    let (screen, _) = hookedScreen()
    XCTAssertTrue(screen.line.superview === screen.view)
    XCTAssertEqual(screen.line.frame.minY, screen.stateLine.frame.minY + 1)
    XCTAssertEqual(screen.line.frame.height, 1)
    XCTAssertEqual(screen.line.frame.width, screen.stateLine.frame.width)
  }

  /// At every size from the smallest the app supports: the table takes the rows its
  /// contents ask of the strip, but the strip keeps three (or all it had, when fewer).
  func testTheStripKeepsThreeRowsWhateverTheTableAsks() async {
    var sizes: [Size] = []
    for height in Window.minimumSize.height...30 {
      for width in [Window.minimumSize.width, 80] {
        sizes.append(Size(width: width, height: height))
      }
    }
    var sawAShortStrip = false
    for size in sizes {
      let hooked = HookedScreen(
        library: coverLibrary(over: makeLibrary()), coverSourceSummary: "none", stateStore: nil)
      let plain = Command.LibraryViewController(
        library: coverLibrary(over: makeLibrary()), coverSourceSummary: "none", stateStore: nil)
      _ = Window(rootViewController: hooked, size: size).render()
      _ = Window(rootViewController: plain, size: size).render()
      let strip = plain.scroller.frame.height
      sawAShortStrip = sawAShortStrip || strip <= 3
      XCTAssertEqual(
        hooked.scroller.frame.height, max(min(strip, 3), strip - 2), "at \(size)")
      XCTAssertEqual(
        hooked.scroller.frame.height + hooked.dataTable.frame.height,
        strip + plain.dataTable.frame.height, "the table takes what the strip gives, at \(size)")
      XCTAssertEqual(hooked.dataTable.frame.maxY, plain.dataTable.frame.maxY, "at \(size)")
      XCTAssertEqual(
        hooked.dataTable.frame.minY - hooked.scroller.frame.maxY,
        plain.dataTable.frame.minY - plain.scroller.frame.maxY, "the gap kept, at \(size)")
    }
    XCTAssertTrue(sawAShortStrip, "some size leaves the strip three rows or fewer")
  }

  func testACommandOfASubclassGoesThroughTheHistory() async throws {
    let (screen, _) = makeScreen(library: makeLibrary())
    let album = Album(
      title: "Low", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1977")
    screen.perform(
      AddAlbum(album: album, library: screen.browser.library), saying: "Added", selecting: .theAlbum
    )
    XCTAssertEqual(screen.browser.current?.album, album)
    XCTAssertTrue(screen.statusText.hasPrefix("Added “Low”"), screen.statusText)
    XCTAssertTrue(screen.undoItem.isEnabled)
    screen.undo()
    XCTAssertEqual(screen.browser.albums, PersistencyManager.tutorialAlbums)
  }

  /// A change that says its own words and picks its own album (chapter 17's import of
  /// several albums) is taken at its word, in each direction; without them, the
  /// screen's verb and choice stand, as the test above shows.
  func testAChangeThatSaysItsOwnWordsAndAlbumIsTakenAtItsWord() async throws {
    let (screen, _) = makeScreen(library: makeLibrary())
    let album = Album(
      title: "Low", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1977")
    let command = AddAlbum(
      album: album, library: screen.browser.library,
      words: ("Shelved one album", "Unshelved it"), albumAfter: .nextInItsPlace)
    screen.perform(command, saying: "Added", selecting: .theAlbum)
    XCTAssertTrue(screen.statusText.hasPrefix("Shelved one album · "), screen.statusText)
    XCTAssertEqual(
      screen.browser.current?.album, PersistencyManager.tutorialAlbums[0],
      "the album in the new one's place before it was shown: none, so the first")
    screen.undo()
    XCTAssertTrue(screen.statusText.hasPrefix("Unshelved it · "), screen.statusText)
    screen.redo()
    XCTAssertTrue(screen.statusText.hasPrefix("Shelved one album · "), screen.statusText)
    XCTAssertEqual(screen.browser.albums.last, album)
  }
}

/// Adding an album at the end: a command chapter 8 never wrote.
private struct AddAlbum: UndoableCommand {
  let album: Album
  let library: Facade.LibraryAPI
  /// What the change says of itself, done and undone; `nil`: nothing, the screen's words.
  var words: (done: String, undone: String)? = nil
  var albumAfter: AlbumAfterAChange? = nil

  func execute() throws(LibraryError) -> AlbumChange {
    let index = library.albums.count
    return AlbumChange(
      album: album, index: index, post: try library.addAlbum(album, at: index),
      account: words?.done, albumAfter: albumAfter)
  }

  func undo() throws(LibraryError) -> AlbumChange {
    let index = library.albums.count - 1
    return AlbumChange(
      album: album, index: index, post: try library.deleteAlbum(at: index),
      account: words?.undone, albumAfter: albumAfter)
  }
}
