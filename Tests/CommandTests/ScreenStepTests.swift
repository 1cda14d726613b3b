import Adapter
import ChapterTestSupport
import MVC
import Memento
import Singleton
import TerminalKit
import XCTest

@testable import Command
@testable import Facade

/// A screen whose albums shown a test sets: all of them, in the library's order, until
/// it says otherwise.
@MainActor
private final class ChosenAlbumsScreen: Command.LibraryViewController {
  var chooseShown: ([Album]) -> [Int] = { Array($0.indices) }
  override func arrangedIndices(of albums: [Album]) -> [Int] { chooseShown(albums) }
}

/// A screen that shows no album until a test says so, as a search that matches nothing.
@MainActor
private final class NothingShownScreen: Command.LibraryViewController {
  var showsAll = false
  override func arrangedIndices(of albums: [Album]) -> [Int] {
    showsAll ? Array(albums.indices) : []
  }
}

/// What chapter 8's screen does around every step and every change of what is shown:
/// the albums shown as library indices, a refused step, the album current afterwards.
@MainActor
final class ScreenStepTests: XCTestCase {
  private let titles = PersistencyManager.tutorialAlbums.map(\.title)

  private func screen() -> (ChosenAlbumsScreen, Window) {
    makeScreen(ChosenAlbumsScreen.self, over: makeLibrary())
  }

  func testTheAlbumsShownKeepEachIndexOnceAndLeaveOutWhatTheLibraryLacks() async {
    let library = PersistencyManager.tutorialAlbums
    let shown = AlbumsOnScreen(libraryIndices: [3, 1, 3, 1], of: library)
    XCTAssertEqual(shown.libraryIndices, [3, 1], "an index that comes twice is shown once")
    XCTAssertEqual(shown.albums, [library[3], library[1]])
    XCTAssertEqual(shown.position(ofLibraryIndex: 1), 1)
    XCTAssertNil(shown.position(ofLibraryIndex: 0), "not shown")
    let outside = AlbumsOnScreen(libraryIndices: [2, 5, -1, 0], of: library)
    XCTAssertEqual(outside.libraryIndices, [2, 0], "indices the library lacks are left out")
  }

  func testARefusedStepSaysWhyAndMovesNothing() async throws {
    let (screen, window) = screen()
    let library = screen.browser.library
    let late = try XCTUnwrap(DeleteAlbumCommand(deletingAlbumAt: 4, from: library))
    _ = try library.deleteAlbum(at: 0)  // behind the screen's back: index 4 is gone
    screen.browser.libraryChanged(showing: 2)
    _ = window.render()
    screen.perform(late, saying: "Deleted", selecting: .nextInItsPlace)
    XCTAssertTrue(screen.statusText.hasPrefix("Nothing changed: "), screen.statusText)
    XCTAssertEqual(screen.currentAlbumIndex, 2, "the album on screen stays")
    XCTAssertEqual(screen.browser.albums.count, 4, "nothing deleted")
    XCTAssertFalse(screen.undoItem.isEnabled, "a refused step is not kept for Undo")
  }

  /// A change to an album that was not shown has no place of its own: the first album
  /// shown after it is current.
  func testAChangeToAnAlbumNotShownShowsTheFirstAlbumShown() async throws {
    let (screen, _) = screen()
    screen.chooseShown = { Array($0.indices.dropFirst()) }
    screen.rearrangeAlbums()
    let hidden = try XCTUnwrap(
      DeleteAlbumCommand(deletingAlbumAt: 0, from: screen.browser.library))
    screen.perform(hidden, saying: "Deleted", selecting: .nextInItsPlace)
    XCTAssertEqual(screen.browser.albums.map(\.title), Array(titles.dropFirst()))
    XCTAssertEqual(screen.browser.current?.album.title, titles[2], "the first shown now")
  }

  func testAStepWithNoAlbumToShowShowsTheFirst() async {
    let (screen, window) = screen()
    _ = window.send(.right)
    _ = window.send(.right)
    screen.show(current: nil, saying: "Shown", post: Task { .offline })
    XCTAssertEqual(screen.currentAlbumIndex, 0)
    XCTAssertTrue(screen.statusText.hasPrefix("Shown · "), screen.statusText)
  }

  /// After the answer of `arrangedIndices(of:)` changes, the album on screen stays
  /// current while it is shown; once it is not, the first album shown is.
  func testRearrangingKeepsTheAlbumOnScreenWhileItIsShown() async {
    let (screen, window) = screen()
    _ = window.send(.right)
    _ = window.send(.right)
    screen.chooseShown = { Array($0.indices.reversed()) }
    screen.rearrangeAlbums()
    XCTAssertEqual(screen.currentAlbumIndex, 2, "still shown, still current")
    XCTAssertEqual(screen.positionOnScreen, 2)
    screen.chooseShown = { _ in [4, 3, 1] }
    screen.rearrangeAlbums()
    XCTAssertEqual(screen.currentAlbumIndex, 4, "hidden: the first album shown is current")
    XCTAssertEqual(screen.positionOnScreen, 0)
    // Nothing shown (a search that matches nothing), then everything again: the
    // library's first album.
    screen.chooseShown = { _ in [] }
    screen.rearrangeAlbums()
    screen.chooseShown = { Array($0.indices) }
    screen.rearrangeAlbums()
    XCTAssertEqual(screen.currentAlbumIndex, 0)
  }

  /// As a click on its cover: the album is current and the strip centres it; an album
  /// not shown changes nothing.
  func testShowingAnAlbumMakesItCurrentAndCentresIt() async {
    let (screen, window) = screen()
    screen.chooseShown = { Array($0.indices.reversed()) }
    screen.rearrangeAlbums()
    _ = window.render()
    screen.showAlbum(at: 1)
    XCTAssertEqual(screen.currentAlbumIndex, 1)
    XCTAssertEqual(screen.scroller.centredIndex, 3, "the library's second, shown fourth")
    XCTAssertTrue(screen.statusText.hasPrefix("Album 4 of 5"), screen.statusText)
    screen.chooseShown = { _ in [4, 3] }
    screen.rearrangeAlbums()
    screen.showAlbum(at: 0)
    XCTAssertEqual(screen.currentAlbumIndex, 4, "not shown: nothing changes")
  }

  /// A screen that starts with nothing shown has the library's first album current, so
  /// that is the one shown once the albums are.
  func testAScreenStartingWithNothingShownShowsTheFirstAlbumOnceItShowsThem() async {
    let (screen, _) = makeScreen(NothingShownScreen.self, over: makeLibrary())
    XCTAssertEqual(screen.currentAlbumIndex, 0)
    screen.showsAll = true
    screen.rearrangeAlbums()
    XCTAssertEqual(screen.currentAlbumIndex, 0)
    XCTAssertEqual(screen.positionOnScreen, 0)
  }
}
