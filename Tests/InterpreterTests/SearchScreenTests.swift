import Adapter
import ChapterTestSupport
import Command
import Decorator
import Foundation
import MVC
import Memento
import Singleton
import TerminalKit
import XCTest

@testable import Facade
@testable import Interpreter

/// The screen types a search after `/`, shows the albums the search finds and the
/// search as understood, refuses a search it cannot read without losing it, and keeps
/// chapter 8's deleting and undoing under any search.
@MainActor
final class SearchScreenTests: XCTestCase {
  private func makeScreen() -> (Interpreter.LibraryViewController, Window) {
    ChapterTestSupport.makeScreen(
      Interpreter.LibraryViewController.self,
      over: Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil))
  }

  /// Types `text` into the open field, one key per character, as a terminal sends it.
  private func type(_ text: String, into window: Window) {
    for character in text { _ = window.send(character == " " ? .space : .character(character)) }
  }

  private func titlesShown(_ screen: Interpreter.LibraryViewController) -> [String] {
    screen.shown.albums.map(\.title)
  }

  func testASearchTypedAfterASlashShowsOnlyTheAlbumsItFinds() async {
    let (screen, window) = makeScreen()
    let all = titlesShown(screen)
    XCTAssertEqual(all.count, 5)
    XCTAssertEqual(screen.searchBar.summary.text, "Search: none, 5 of 5 albums · / types one")
    _ = window.send(.character("/"))
    XCTAssertTrue(screen.searchBar.isEditing)
    type("year<1995 | queen", into: window)
    XCTAssertEqual(screen.searchBar.field.text, "year<1995 | queen")
    _ = window.send(.enter)
    XCTAssertFalse(screen.searchBar.isEditing)
    let expected = screen.browser.albums.filter {
      (Int($0.year) ?? 0) < 1995 || $0.artist.lowercased().contains("queen")
    }.map(\.title)
    XCTAssertEqual(titlesShown(screen), expected)
    XCTAssertEqual(screen.numberOfAlbumsShown, expected.count)
    XCTAssertEqual(
      screen.searchBar.summary.text,
      "Search: year<1995 | queen · \(expected.count) of 5 albums")
    XCTAssertTrue(window.render().renderPlain().contains("Search: year<1995 | queen"))
  }

  /// While the field is open every key is typed, `q` and `d` too; nothing is deleted,
  /// nothing quits.
  func testWhileTypingEveryKeyIsTextEvenTheOnesThatQuitOrDelete() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("/"))
    for key in ["q", "d", "u", "r", "/"] {
      XCTAssertEqual(window.send(.character(Character(key))), .handled, key)
    }
    XCTAssertEqual(screen.searchBar.field.text, "qdur/")
    _ = window.send(.backspace)
    XCTAssertEqual(screen.searchBar.field.text, "qdur")
    XCTAssertEqual(screen.browser.albums.count, 5)
    _ = window.send(.escape)
    XCTAssertEqual(window.send(.character("q")), .quit, "closed, q quits again")
  }

  func testASearchThatCannotBeReadStaysInTheFieldAndSaysWhereAndWhy() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("/"))
    type("-bowie", into: window)
    _ = window.send(.enter)
    _ = window.send(.character("/"))
    for _ in 0..<"-bowie".count { _ = window.send(.backspace) }
    type("bowie (pop", into: window)
    _ = window.send(.enter)
    XCTAssertTrue(screen.searchBar.isEditing)
    XCTAssertEqual(screen.searchBar.field.text, "bowie (pop")
    XCTAssertEqual(screen.statusText, "Search not understood, at 7, “(”: it is never closed")
    XCTAssertEqual(screen.search.queryText, "-bowie", "the search in force is unchanged")
    XCTAssertEqual(screen.shown.albums.count, 4)
    type(")", into: window)
    _ = window.send(.enter)
    XCTAssertFalse(screen.searchBar.isEditing)
    XCTAssertEqual(screen.search.queryText, "bowie pop", "the parentheses, needless, are gone")
  }

  /// The field opens on the search in force, as understood (not as typed); Esc closes
  /// it and leaves that search and its albums as they were, and says so.
  func testEscapeLeavesTheSearchInForceAsItWas() async {
    let (screen, window) = makeScreen()
    XCTAssertEqual(window.send(.character("/")), .handled)
    XCTAssertEqual(
      screen.statusText,
      "Type a search · Enter searches · Esc leaves it · an empty one finds all")
    type("((pop))", into: window)
    _ = window.send(.enter)
    let found = titlesShown(screen)
    _ = window.send(.character("/"))
    XCTAssertEqual(screen.searchBar.field.text, "pop", "the field opens on the search in force")
    type(" -bowie", into: window)
    _ = window.send(.escape)
    XCTAssertFalse(screen.searchBar.isEditing)
    XCTAssertEqual(screen.statusText, "Search left as it was · / searches · d deletes · u undoes")
    XCTAssertEqual(titlesShown(screen), found)
    XCTAssertEqual(screen.search.queryText, "pop")
    XCTAssertEqual(searchLine(of: window), "Search: pop · \(found.count) of 5 albums")
  }

  /// The line under the state line, as drawn.
  private func searchLine(of window: Window) -> String? {
    window.render().renderPlain().split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.first { $0.hasPrefix("Search:") }
  }

  /// The search line shows the summary or the field, never both drawn over each other.
  func testTheSearchLineShowsTheSummaryOrTheFieldNeverBoth() async {
    let (_, window) = makeScreen()
    XCTAssertEqual(searchLine(of: window), "Search: none, 5 of 5 albums · / types one")
    _ = window.send(.character("/"))
    type("pop", into: window)
    XCTAssertEqual(searchLine(of: window), "Search: /pop▏")
    _ = window.send(.enter)
    XCTAssertEqual(searchLine(of: window), "Search: pop · 5 of 5 albums")
  }

  func testAnEmptySearchFindsEveryAlbumAgain() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("/"))
    type("zzz", into: window)
    _ = window.send(.enter)
    XCTAssertEqual(screen.shown.albums.count, 0)
    XCTAssertEqual(screen.statusText, "No album found · / searches again")
    _ = window.send(.character("/"))
    for _ in 0..<3 { _ = window.send(.backspace) }
    _ = window.send(.enter)
    XCTAssertEqual(screen.shown.albums.count, 5)
  }

  /// With no search, an emptied library says chapter 8's note, not the search's.
  func testAnEmptiedLibrarySaysSoAndNotThatTheSearchFoundNone() async {
    let (screen, window) = makeScreen()
    for _ in 0..<5 { _ = window.send(.character("d")) }
    XCTAssertEqual(screen.browser.albums.count, 0)
    XCTAssertEqual(screen.statusText, "Deleted “American Pie” · No albums left · u undoes")
  }

  /// A delete under a search deletes the album on screen, which the search found; its
  /// undo puts it back, shown again; and when the search changed in between and no
  /// longer finds it, it is back in the library, not on screen.
  func testDeletingAndUndoingWorkUnderASearch() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("/"))
    type("pop", into: window)
    _ = window.send(.enter)
    let found = titlesShown(screen)
    let deleted = screen.shown.albums[0]
    _ = window.send(.character("d"))
    XCTAssertEqual(titlesShown(screen), Array(found.dropFirst()))
    XCTAssertFalse(screen.browser.albums.contains(deleted))
    _ = window.send(.character("u"))
    XCTAssertEqual(titlesShown(screen), found)
    XCTAssertEqual(screen.currentAlbumIndex.map { screen.browser.albums[$0] }, deleted)

    _ = window.send(.character("d"))
    _ = window.send(.character("/"))
    for _ in 0..<3 { _ = window.send(.backspace) }
    type("-artist:\"" + deleted.artist + "\"", into: window)
    _ = window.send(.enter)
    let others = titlesShown(screen)
    XCTAssertFalse(others.isEmpty)
    _ = window.send(.character("u"))
    XCTAssertTrue(screen.browser.albums.contains(deleted))
    XCTAssertEqual(titlesShown(screen), others, "put back, but not found by this search")
    XCTAssertNotNil(screen.positionOnScreen, "the album on screen is one shown")
  }
}

extension SearchScreenTests {
  /// With no album found, nothing is on screen: no album's details, Delete disabled,
  /// and neither a key nor Delete asked directly deletes a hidden album.
  func testWithNoAlbumFoundNoKeyDeletesAHiddenAlbum() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("/"))
    type("zzz", into: window)
    _ = window.send(.enter)
    for key: Key in [
      .character("d"), .right, .character("d"), .left, .character("d"), .click(Point(x: 72, y: 23)),
    ] {
      _ = window.send(key)
    }
    screen.deleteAlbum()  // asked directly, as a subclass could
    XCTAssertEqual(screen.browser.albums.count, 5)
    XCTAssertFalse(screen.deleteItem.isEnabled)
    XCTAssertNil(screen.rows.rows, "no hidden album's details")
    XCTAssertFalse(window.render().renderPlain().contains("David Bowie"))
  }
}
