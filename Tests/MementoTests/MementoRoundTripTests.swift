import Adapter
import AppSupport
import Decorator
import Foundation
import MVC
import Observer
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Facade
@testable import Memento

/// The originator makes a memento and restores from one; through the caretaker's file
/// the same state comes back.
@MainActor
final class MementoRoundTripTests: XCTestCase {
  private let tutorialTitles = PersistencyManager.tutorialAlbums.map(\.title)

  func testAMementoOfMovesAndDeletesRestoresTheSameScreen() async throws {
    let (before, window) = makeScreen()
    for key: Key in [.right, .right, .character("d"), .right] { _ = window.send(key) }
    let memento = before.makeMemento()

    let (after, _) = makeScreen()
    try after.restore(from: memento)
    XCTAssertEqual(titles(after), titles(before))
    XCTAssertEqual(titles(after).count, 4, "one album was deleted")
    XCTAssertEqual(after.currentAlbumIndex, 3)
    XCTAssertEqual(after.scroller.centredIndex, 3, "the strip is where it was left")
    XCTAssertEqual(after.rows.rows, before.rows.rows)
    XCTAssertEqual(after.makeMemento(), memento)
  }

  func testTheArchiveRoundTripsThroughTheStore() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let (controller, window) = makeScreen(store: store)
    for key: Key in [.right, .character("d"), .character("d")] { _ = window.send(key) }
    try store.save(controller.makeMemento())

    guard case .loaded(let memento) = StateStore(folder: store.folder).load() else {
      return XCTFail("nothing restored")
    }
    XCTAssertEqual(memento, controller.makeMemento())
    let (restored, _) = makeScreen()
    try restored.restore(from: memento)
    XCTAssertEqual(titles(restored), [tutorialTitles[0], tutorialTitles[3], tutorialTitles[4]])
    XCTAssertEqual(restored.currentAlbumIndex, 1)
  }

  func testTheFileHasTheTutorialsFieldsAndAVersion() async throws {
    let (controller, window) = makeScreen()
    _ = window.send(.right)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: controller.makeMemento().archive) as? [String: Any])
    XCTAssertEqual(json["version"] as? Int, 1)
    XCTAssertEqual(json["currentAlbumIndex"] as? Int, 1)
    XCTAssertEqual(json["scrollerIndex"] as? Int, 1)
    let albums = try XCTUnwrap(json["albums"] as? [[String: String]])
    XCTAssertEqual(albums.count, 5)
    XCTAssertEqual(Set(albums[0].keys), ["title", "artist", "genre", "cover_url", "year"])
    XCTAssertEqual(albums[1]["title"], tutorialTitles[1])
  }

  func testAnyOriginatorCanUseTheMemento() async throws {
    let (controller, window) = makeScreen()
    for key: Key in [.right, .character("d"), .right] { _ = window.send(key) }
    let other = BareOriginator()
    try other.restore(from: controller.makeMemento())
    XCTAssertEqual(other.albumLibrary.albums, controller.albumLibrary.albums)
    XCTAssertEqual(other.currentAlbumIndex, 2)
    XCTAssertEqual(other.scrollerIndex, 2)
    XCTAssertEqual(other.makeMemento(), controller.makeMemento())
  }

  /// Any library (the same album twice, titles with spaces at their ends, scripts
  /// beyond ASCII) with any album and strip place, the two apart as another originator
  /// may keep them, comes back through the archive as it was.
  func testAnyLibraryRoundTripsThroughTheArchive() {
    let places = Generators.int(in: 0...11)
    let states = Generators.albums(count: 1...4).flatMap { fields in
      Generators.array(of: Generators.int(in: 0...(fields.count - 1)), length: 0...8)
        .flatMap { picks in
          places.flatMap { current in
            places.map { scroller in (picks.map { fields[$0] }, current, scroller) }
          }
        }
    }
    assertForAll(states) { fields, current, scroller in
      let albums = fields.map {
        Album(
          title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "/\($0.year).png",
          year: $0.year)
      }
      let source = BareOriginator(albums: albums)
      source.currentAlbumIndex = albums.isEmpty ? nil : current % albums.count
      source.scrollerIndex = albums.isEmpty ? nil : scroller % albums.count
      let memento = try LibraryMemento(archive: source.makeMemento().archive)
      try expectEqual(memento, source.makeMemento(), "the memento back from its archive")
      let restored = BareOriginator(albums: PersistencyManager.tutorialAlbums)
      try restored.restore(from: memento)
      try expectEqual(restored.albumLibrary.albums, albums, "the albums")
      let shown = source.currentAlbumIndex ?? 0
      try expectEqual(restored.currentAlbumIndex, shown, "the album on screen")
      try expectEqual(restored.scrollerIndex, source.scrollerIndex ?? shown, "the strip")
    }
  }

  func testAnEmptyLibraryRoundTrips() async throws {
    let (before, window) = makeScreen()
    for _ in 0..<5 { _ = window.send(.character("d")) }
    let (after, _) = makeScreen()
    try after.restore(from: try LibraryMemento(archive: before.makeMemento().archive))
    XCTAssertEqual(titles(after), [])
    XCTAssertNil(after.currentAlbumIndex)
    XCTAssertNil(after.rows.rows)
  }

  func testIndicesOutsideTheAlbumsArePulledIntoThem() async throws {
    let archive = Data(
      """
      {"version": 1, "currentAlbumIndex": 9, "scrollerIndex": -4, "albums": [
        {"title": "A", "artist": "B", "genre": "C", "cover_url": "/a.png", "year": "1999"},
        {"title": "D", "artist": "E", "genre": "F", "cover_url": "/d.png", "year": "2001"}]}
      """.utf8)
    let (controller, _) = makeScreen()
    try controller.restore(from: try LibraryMemento(archive: archive))
    XCTAssertEqual(titles(controller), ["A", "D"])
    XCTAssertEqual(controller.currentAlbumIndex, 1)
    XCTAssertEqual(controller.scroller.centredIndex, 1, "the strip follows the table")
  }

  /// A file that names no current album (the app writes none for an empty library)
  /// shows the first of its albums.
  func testAFileWithNoCurrentIndexShowsTheFirstAlbum() async throws {
    let archive = Data(
      """
      {"version": 1, "albums": [
        {"title": "A", "artist": "B", "genre": "C", "cover_url": "/a.png", "year": "1999"},
        {"title": "D", "artist": "E", "genre": "F", "cover_url": "/d.png", "year": "2001"}]}
      """.utf8)
    let (controller, _) = makeScreen()
    _ = controller.browser.move(by: 1)
    try controller.restore(from: try LibraryMemento(archive: archive))
    XCTAssertEqual(controller.currentAlbumIndex, 0)
    XCTAssertEqual(controller.scroller.centredIndex, 0)
  }

  /// A file whose strip and table disagree: the table's album is the one on screen,
  /// so the strip centres it too, and the arrows move from there.
  func testARestoredStripAgreesWithTheTable() async throws {
    let albums = (1...5).map {
      #"{"title": "T\#($0)", "artist": "A", "genre": "G", "cover_url": "/\#($0).ppm", "year": "1"}"#
    }
    let archive = Data(
      (#"{"version": 1, "currentAlbumIndex": 0, "scrollerIndex": 4, "albums": ["#
        + albums.joined(separator: ",") + "]}").utf8)
    for loadedFirst in [true, false] {
      let controller = makeController()
      let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
      if loadedFirst { _ = window.render() }
      try controller.restore(from: LibraryMemento(archive: archive))
      _ = window.render()
      XCTAssertEqual(controller.currentAlbumIndex, 0)
      XCTAssertEqual(controller.scroller.centredIndex, 0, "the strip shows the table's album")
      _ = window.send(.right)
      XCTAssertEqual(controller.currentAlbumIndex, 1, "→ moves on from the album shown")
      XCTAssertEqual(controller.scroller.centredIndex, 1)
    }
  }

  func testARestoreBeforeTheViewLoadsStartsTheStripThere() async throws {
    let (source, window) = makeScreen()
    for _ in 0..<3 { _ = window.send(.right) }
    let controller = makeController()
    try controller.restore(from: source.makeMemento())
    XCTAssertFalse(controller.isViewLoaded)
    _ = Window(rootViewController: controller, size: Size(width: 80, height: 24)).render()
    XCTAssertEqual(controller.initialViewIndex(for: controller.scroller), 3)
    XCTAssertEqual(controller.scroller.centredIndex, 3)
    XCTAssertEqual(controller.currentAlbumIndex, 3)
  }
}

/// The least an originator can be: a facade and two indices.
@MainActor
private final class BareOriginator: LibraryStateOriginator {
  let albumLibrary: Facade.LibraryAPI
  var currentAlbumIndex: Int? = 0
  var scrollerIndex: Int? = 0

  init(albums: [Album] = PersistencyManager.tutorialAlbums) {
    albumLibrary = Facade.LibraryAPI(
      persistencyManager: PersistencyManager(albums: albums), httpClient: nil)
  }

  func showRestoredState(currentAlbumIndex: Int, scrollerIndex: Int) {
    self.currentAlbumIndex = currentAlbumIndex
    self.scrollerIndex = scrollerIndex
  }
}
