import Adapter
import ChapterTestSupport
import Composite
import Foundation
import MVC
import Memento
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Facade
@testable import Visitor

/// The screen asks the highlighted item its questions (`i`) and writes it as a playlist
/// (`e`) through visitors; the answers are the visitors' answers, the file theirs too.
@MainActor
final class VisitorScreenTests: XCTestCase {
  private func makeScreen(store: StateStore? = nil) -> (Visitor.LibraryViewController, Window) {
    ChapterTestSupport.makeScreen(
      Visitor.LibraryViewController.self,
      over: Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil),
      store: store)
  }

  /// `i` on each row in turn: the status line gives that item's two answers.
  func testIOnAnyRowSaysHowManyAlbumsOfEachGenreItHoldsAndTheYearsTheySpan() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("i"))
    XCTAssertEqual(screen.statusText, "“1990s”: Pop 2 · 1992–1999")
    for _ in 0..<10 {
      guard let item = screen.outlineTable.highlightedRow?.item else { break }
      _ = window.send(.character("i"))
      let genres = item.visited(by: GenreTally()).summary
      XCTAssertEqual(
        screen.statusText, "“\(item.title)”: \(genres) · \(item.visited(by: YearSpan()).summary)")
      _ = window.send(.down)
    }
  }

  /// `e` writes the highlighted item's playlist, named after it, in the state folder's
  /// `playlists`, on every row in turn; a second `e` on an item of the same title
  /// replaces the file.
  func testEWritesTheHighlightedItemsPlaylistBesideTheSavedLibrary() async throws {
    let folder = try makeTemporaryFolder(self)
    let (screen, window) = makeScreen(store: StateStore(folder: folder))
    for _ in screen.outlineTable.rows {
      let item = try XCTUnwrap(screen.outlineTable.highlightedRow?.item)
      _ = window.send(.character("e"))
      let file = folder.appendingPathComponent(
        "playlists/" + Visitor.LibraryViewController.fileName(for: item.title))
      let albums = item.albumCount == 1 ? "1 album" : "\(item.albumCount) albums"
      XCTAssertEqual(screen.statusText, "Exported “\(item.title)”: \(albums) to \(file.path)")
      XCTAssertEqual(
        try String(contentsOf: file, encoding: .utf8), item.visited(by: PlaylistExport()).text)
      _ = window.send(.down)
    }
    screen.outlineTable.highlightDeepestRow { $0.title == "1990s" }
    _ = window.send(.character("e"))
    let file = folder.appendingPathComponent("playlists/1990s.playlist.txt")
    XCTAssertEqual(screen.statusText, "Exported “1990s”: 2 albums to \(file.path)")
    let expected = try XCTUnwrap(screen.outlineTable.highlightedRow?.item).visited(
      by: PlaylistExport())
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), expected.text)
    XCTAssertEqual(
      expected.lines,
      [
        "# 1990s", "  - David Bowie — Best of Bowie (1992)",
        "  - Sting — Nothing Like The Sun (1999)",
      ])
    _ = window.send(.character("d"))  // the shelf goes; its playlist stays as it was
    XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), expected.text)
    screen.outlineTable.highlightDeepestRow { $0.title == "It's My Life" }  // a playlist of one
    let title = try XCTUnwrap(screen.outlineTable.highlightedRow?.item.asAlbum).title
    _ = window.send(.character("e"))
    let single = folder.appendingPathComponent("playlists/\(title).playlist.txt")
    XCTAssertEqual(screen.statusText, "Exported “\(title)”: 1 album to \(single.path)")
    _ = window.send(.character("d"))  // "2000s" loses an album; its playlist, exported again,
    screen.outlineTable.highlightDeepestRow { $0.title == "2000s" }  // is the new one
    let shelf = try XCTUnwrap(screen.outlineTable.highlightedRow?.item)
    XCTAssertEqual(shelf.albumCount, 2)
    _ = window.send(.character("e"))
    let replaced = folder.appendingPathComponent("playlists/2000s.playlist.txt")
    XCTAssertEqual(
      try String(contentsOf: replaced, encoding: .utf8), shelf.visited(by: PlaylistExport()).text)
  }

  func testEWithNoFolderToWriteInOrOneThatCannotBeMadeSaysWhyAndWritesNothing() async throws {
    let (screen, window) = makeScreen()
    _ = window.send(.character("e"))
    XCTAssertEqual(
      screen.statusText, "Not exported: there is no state folder to write playlists in")
    let folder = try makeTemporaryFolder(self)
    let blocked = folder.appendingPathComponent("playlists")
    try Data("in the way".utf8).write(to: blocked)  // a file where the folder would go
    let (second, secondWindow) = makeScreen(store: StateStore(folder: folder))
    _ = secondWindow.send(.character("e"))
    XCTAssertTrue(second.statusText.hasPrefix("Not exported: "), second.statusText)
    XCTAssertEqual(try String(contentsOf: blocked, encoding: .utf8), "in the way")
  }

  /// A title becomes a file name that stays in the folder and shows: no `/`, no control
  /// character, no leading `.`, never empty.
  func testAPlaylistsFileNameStaysInItsFolderAndShows() {
    let name = Visitor.LibraryViewController.fileName(for:)
    XCTAssertEqual(name("1990s"), "1990s.playlist.txt")
    XCTAssertEqual(name("AC/DC"), "AC_DC.playlist.txt")
    XCTAssertEqual(name("../up"), "_._up.playlist.txt")
    XCTAssertEqual(name(".hidden"), "_hidden.playlist.txt")
    XCTAssertEqual(name("a\nb\u{0}"), "a_b_.playlist.txt")
    XCTAssertEqual(name(""), "_.playlist.txt")
    XCTAssertEqual(name("東京 · Ça ira"), "東京 · Ça ira.playlist.txt")
    assertForAll(oddNames) { title in
      let file = name(title)
      try expect(file.hasSuffix(".playlist.txt"), "\(file) ends .playlist.txt")
      let stem = Array(file.dropLast(".playlist.txt".count).unicodeScalars)
      let given = Array(title.unicodeScalars)
      try expectEqual(stem.count, max(given.count, 1), "one scalar for each of \(given)")
      try expect(stem.first != ".", "\(file) is not hidden")
      for (index, scalar) in given.enumerated() {
        let unsafe = scalar == "/" || breaksALine(scalar) || (index == 0 && scalar == ".")
        try expectEqual(stem[index], unsafe ? "_" : scalar, "scalar \(index) of \(given)")
      }
    }
  }

  /// Ask and Export need an item to visit: with every shelf deleted there is none.
  func testAskAndExportAreEnabledWhileARowIsHighlighted() async {
    let (screen, window) = makeScreen()
    XCTAssertTrue(screen.askItem.isEnabled)
    XCTAssertTrue(screen.exportItem.isEnabled)
    _ = window.send(.character("d"))
    _ = window.send(.character("d"))
    XCTAssertEqual(screen.bookcase.shelves.albumCount, 0)
    XCTAssertFalse(screen.askItem.isEnabled)
    XCTAssertFalse(screen.exportItem.isEnabled)
    let said = screen.statusText
    _ = window.send(.character("i"))
    _ = window.send(.character("e"))
    XCTAssertEqual(screen.statusText, said, "nothing to ask, nothing said")
  }
}
