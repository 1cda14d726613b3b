import Adapter
import Command
import Facade
import Foundation
import MVC
import Memento
import Observer
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Composite

/// The tree is kept across launches, beside chapter 7's memento; a state folder of
/// chapter 7 or 8, with no shelves in it, still loads.
@MainActor
final class ShelvesAcrossLaunchesTests: XCTestCase {
  func testTheTreeAsItWasLeftIsBackAfterARestart() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let (first, _) = makeScreen(store: store)
    first.deleteAlbum()  // "1990s", the first row
    XCTAssertTrue(first.saveState())
    XCTAssertTrue(first.stateLine.text.hasSuffix(" · shelves saved"), first.stateLine.text)
    let left = outlineText(first.bookcase.shelves)
    let (second, _) = makeScreen(store: store)
    XCTAssertEqual(outlineText(second.bookcase.shelves), left)
    XCTAssertEqual(left.first, "2000s")
    XCTAssertTrue(second.stateLine.text.contains("shelves restored"), second.stateLine.text)
  }

  func testAFolderWithoutShelvesLoadsItsAlbumsOnTheWorkbooksShelves() async throws {
    let folder = try makeTemporaryFolder(self)
    let store = StateStore(folder: folder)
    let (first, _) = makeScreen(store: store)
    first.deleteAlbum()
    try store.save(first.makeMemento())  // state.json only, as chapters 7 and 8 leave it
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/shelves.json"))
    let (second, _) = makeScreen(store: store)
    XCTAssertEqual(second.browser.albums.count, 3)
    XCTAssertEqual(outlineText(second.bookcase.shelves).first, "2000s")
    XCTAssertTrue(
      second.stateLine.text.contains("arranged by decade (none saved)"), second.stateLine.text)
  }

  func testShelvesSavedForOtherAlbumsGiveWayToTheRestoredAlbums() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let (first, _) = makeScreen(store: store)
    try ShelvesStore(folder: store.folder).save(first.bookcase.shelves)  // five albums
    first.deleteAlbum()
    try store.save(first.makeMemento())  // three in the state, as if chapter 8 had deleted them
    let (second, _) = makeScreen(store: store)
    XCTAssertEqual(second.bookcase.shelves.albumCount, 3)
    XCTAssertTrue(second.stateLine.text.contains("saved for other albums"), second.stateLine.text)
  }

  func testShelvesSavedForAsManyAlbumsButNotTheSameGiveWayToo() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let (first, _) = makeScreen(store: store)
    try ShelvesStore(folder: store.folder).save(first.bookcase.shelves)  // the five albums
    let library = first.bookcase.library
    try library.deleteAlbum(at: 0)
    try library.addAlbum(
      Album(title: "Low", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1977"), at: 0)
    try store.save(first.makeMemento())  // five albums in the state, one of them another
    let (second, _) = makeScreen(store: store)
    XCTAssertEqual(second.bookcase.shelves.albumCount, 5)
    XCTAssertTrue(second.bookcase.shelves.albums.contains { $0.title == "Low" })
    XCTAssertTrue(second.stateLine.text.contains("saved for other albums"), second.stateLine.text)
  }

  /// Any saved tree over albums drawn from a few, some twice: it is restored over the
  /// same albums in any order, each as many times, and over no others.
  func testASavedTreeIsRestoredOverTheSameAlbumsAsManyTimesEachAndNoOthers() throws {
    let store = ShelvesStore(folder: try makeTemporaryFolder(self))
    let pool = [album(1), album(2), album(3, year: "1971")]
    let picks = Generators.array(of: Generators.int(in: 0...2), length: 0...6)
    assertForAll(picks.flatMap { saved in picks.map { state in (saved, state) } }) {
      saved, state in
      let tree = Shelf.arrangedByDecade(saved.map { pool[$0] })
      try store.save(tree)
      let loaded = store.load(over: state.map { pool[$0] })
      let same = saved.sorted() == state.sorted()
      try expectEqual(loaded.note == "shelves restored", same, "the note: \(loaded.note)")
      if same { try expectEqual(loaded.shelves.albums, tree.albums, "the tree saved") }
    }
  }

  func testAnUnreadableShelvesFileIsSetAsideNotOverwritten() async throws {
    let folder = try makeTemporaryFolder(self)
    let file = folder.appendingPathComponent("shelves.json")
    try Data("{\"version\": 1, \"shel".utf8).write(to: file)
    let (screen, _) = makeScreen(store: StateStore(folder: folder))
    XCTAssertEqual(screen.bookcase.shelves.albumCount, 5)
    XCTAssertTrue(
      screen.stateLine.text.contains("kept as shelves.json.bad-1"), screen.stateLine.text)
    let kept = try String(
      contentsOf: folder.appendingPathComponent("shelves.json.bad-1"), encoding: .utf8)
    XCTAssertEqual(kept, "{\"version\": 1, \"shel")
  }

  func testTheShelvesAreNotSavedWhenTheAlbumsAreNot() async throws {
    let folder = try makeTemporaryFolder(self)
    let (screen, _) = makeScreen(store: StateStore(folder: folder))
    screen.deleteAlbum()
    // A folder that is not empty where the state goes: its save fails, the shelves' would not.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("state.json/inside"), withIntermediateDirectories: true)
    XCTAssertFalse(screen.saveState())
    XCTAssertTrue(
      screen.stateLine.text.hasSuffix(" · shelves not saved either"), screen.stateLine.text)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.path + "/shelves.json"),
      "shelves for albums no state holds")
  }
}
