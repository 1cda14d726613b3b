import Adapter
import ChapterTestSupport
import Command
import MVC
import Singleton
import TerminalKit
import XCTest

@testable import Facade
@testable import Mediator

/// The screen: `e` opens the form over the album on screen in the table's place, the
/// keys are the form's while it is open, Enter saves as one command of chapter 8's
/// history, and Escape leaves everything as it was.
@MainActor
final class EditScreenTests: XCTestCase {
  private func makeScreen(_ albums: [Album]? = nil) -> (Mediator.LibraryViewController, Window) {
    let library =
      albums.map { FormParts.library(holding: $0) }
      ?? Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    return ChapterTestSupport.makeScreen(Mediator.LibraryViewController.self, over: library)
  }

  private func send(_ keys: [Key], to window: Window) { for key in keys { _ = window.send(key) } }

  private func type(_ text: String) -> [Key] {
    text.map { $0 == " " ? .space : .character($0) }
  }

  func testEOpensTheFormAndEnterSavesTheEditAsOneUndo() async throws {
    let (screen, window) = makeScreen()
    _ = window.send(.right)
    let before = screen.browser.albums
    let index = try XCTUnwrap(screen.currentAlbumIndex)
    XCTAssertEqual(window.send(.character("e")), .handled)
    let form = try XCTUnwrap(screen.editForm)
    XCTAssertEqual(form.original, before[index])
    XCTAssertEqual(screen.statusText, "Editing “\(before[index].title)” · Enter saves · Esc leaves")
    XCTAssertTrue(screen.dataTable.isHidden)
    let drawn = window.render().renderPlain()
    for part in ["Title:", "Artist:", "Genre:", "Year:", "Genres:", "[ Save"] {
      XCTAssertTrue(drawn.contains(part), "\(part) on screen:\n\(drawn)")
    }
    // The screen's keys are text while the form is open; d and u delete and undo nothing.
    send(type(" dqu") + [.tab, .tab, .tab, .right, .enter], to: window)
    XCTAssertNil(screen.editForm)
    XCTAssertFalse(screen.dataTable.isHidden)
    var expected = before
    expected[index].title += " dqu"
    expected[index].year = String(Int(before[index].year)! + 1)
    XCTAssertEqual(screen.browser.albums, expected)
    XCTAssertEqual(screen.currentAlbumIndex, index)
    XCTAssertTrue(
      screen.statusText.hasPrefix("Edited “\(expected[index].title)”"), screen.statusText)
    _ = window.send(.character("u"))
    XCTAssertEqual(screen.browser.albums, before, "one undo takes the edit back")
    XCTAssertTrue(
      screen.statusText.hasPrefix("Took back the edit of “\(before[index].title)”"),
      screen.statusText)
    _ = window.send(.character("r"))
    XCTAssertEqual(screen.browser.albums, expected)
    XCTAssertTrue(screen.statusText.hasPrefix("Edited “"), screen.statusText)
  }

  func testEscapeLeavesTheLibraryAsItWasAndTheScreensKeysComeBack() async throws {
    let (screen, window) = makeScreen()
    let before = screen.browser.albums
    _ = window.send(.character("e"))
    weak let form = screen.editForm
    XCTAssertNotNil(form)
    send(type("zz") + [.tab, .backspace, .escape], to: window)
    XCTAssertNil(screen.editForm)
    XCTAssertNil(form, "the screen let go of its form, and nothing else held it")
    XCTAssertEqual(screen.browser.albums, before)
    XCTAssertEqual(screen.statusText, "Nothing edited · e edits · d deletes · u undoes")
    XCTAssertFalse(screen.undoItem.isEnabled)
    _ = window.send(.character("d"))
    XCTAssertEqual(screen.browser.albums.count, before.count - 1, "d deletes again")
  }

  func testEnterWithAProblemKeepsTheFormOpenOnTheField() async throws {
    let (screen, window) = makeScreen()
    let before = screen.browser.albums
    send(
      [.character("e"), .tab] + Array(repeating: .backspace, count: 40) + [.tab, .enter], to: window
    )
    let form = try XCTUnwrap(screen.editForm, "still open")
    XCTAssertEqual(form.state.focus, .artist)
    XCTAssertEqual(screen.browser.albums, before)
    XCTAssertTrue(window.render().renderPlain().contains("✗ Artist: empty"))
  }

  func testEWithNoAlbumShownSaysSoAndOpensNothing() async {
    let (screen, window) = makeScreen([])
    XCTAssertEqual(window.send(.character("e")), .handled)
    XCTAssertNil(screen.editForm)
    XCTAssertEqual(screen.statusText, "No album to edit · e edits · d deletes · u undoes")
  }

  func testTheFormTakesTheTablesPlaceAndThreeOfTheStripsRows() async throws {
    let (screen, window) = makeScreen()
    let strip = screen.scroller.frame
    let table = screen.dataTable.frame
    _ = window.send(.character("e"))
    _ = window.render()
    let form = try XCTUnwrap(screen.editForm)
    XCTAssertEqual(form.frame.maxY, table.maxY)
    XCTAssertEqual(form.frame.height, table.height + 3)
    XCTAssertEqual(screen.scroller.frame.height, strip.height - 3)
    XCTAssertLessThanOrEqual(screen.scroller.frame.maxY, form.frame.minY)
    _ = window.send(.escape)
    _ = window.render()
    XCTAssertEqual(screen.scroller.frame, strip)
  }

  func testOnTheSmallestWindowEveryPartOfTheFormIsShown() async throws {
    let (screen, _) = makeScreen()
    let window = Window(rootViewController: screen, size: Window.minimumSize)
    _ = window.render()
    _ = window.send(.character("e"))
    let drawn = window.render().renderPlain()
    for part in ["Title:", "Artist:", "Genre:", "Year:", "Genres:", "Nothing changed", "[ Save"] {
      XCTAssertTrue(drawn.contains(part), "\(part) on screen:\n\(drawn)")
    }
    XCTAssertEqual(screen.scroller.frame.height, 0, "the strip's three rows are the form's")
    XCTAssertTrue(drawn.contains("Editing “"), drawn)
  }

  func testWhileTheFormIsOpenNoClickChangesTheLibraryOrTheAlbumOnScreen() async throws {
    let (screen, window) = makeScreen()
    let before = screen.browser.albums
    _ = window.send(.character("d"))
    _ = window.send(.character("u"))  // a redo to be had
    let current = screen.currentAlbumIndex
    _ = window.send(.character("e"))
    XCTAssertFalse(
      screen.deleteItem.isEnabled || screen.undoItem.isEnabled || screen.redoItem.isEnabled)
    // Every cell of the screen clicked, the strip's covers and the toolbar's items too.
    for y in 0..<24 {
      for x in stride(from: 0, to: 80, by: 2) { _ = window.send(.click(Point(x: x, y: y))) }
    }
    XCTAssertEqual(screen.browser.albums, before)
    XCTAssertEqual(screen.currentAlbumIndex, current)
    XCTAssertNotNil(screen.editForm, "still open")
    send(type("!") + [.enter], to: window)
    XCTAssertEqual(screen.browser.albums[current!].title, before[current!].title + "!")
    XCTAssertTrue(
      screen.redoItem.isEnabled == false && screen.undoItem.isEnabled, "the items again")
    // And the screen under it takes clicks again: a cover clicked is the album on screen.
    var chosen: Set<Int?> = []
    for x in 0..<80 {
      _ = window.send(.click(Point(x: x, y: 5)))
      chosen.insert(screen.currentAlbumIndex)
    }
    XCTAssertGreaterThan(chosen.count, 1, "covers clicked after the form closed")
  }

  func testASaveOfAnAlbumNoLongerInItsPlaceChangesNothingAndSaysSo() async throws {
    let (screen, window) = makeScreen()
    let before = screen.browser.albums
    send([.character("e")] + type("!"), to: window)
    let form = try XCTUnwrap(screen.editForm)
    try screen.browser.library.deleteAlbum(at: 0)  // behind the form's back
    _ = window.send(.enter)
    XCTAssertNil(screen.editForm)
    XCTAssertEqual(screen.browser.albums, Array(before.dropFirst()))
    XCTAssertEqual(
      screen.statusText, "Nothing edited: “\(form.original.title)” is no longer where it was")
  }

  func testAnAlbumTwiceInTheLibraryIsItsOwnTwin() async throws {
    let twice = Album(
      title: "Low", artist: "David Bowie", genre: "Rock", coverUrl: "", year: "1977")
    let (screen, window) = makeScreen([twice, twice])
    _ = window.send(.character("e"))
    weak let form = screen.editForm
    XCTAssertEqual(
      form?.state.problems[.title], "the library has “Low” by David Bowie already")
    XCTAssertEqual(form?.state.canSave, false)
    _ = window.send(.enter)
    XCTAssertNotNil(screen.editForm, "nothing to save yet")
    send(type(" (2017 mix)") + [.enter], to: window)
    XCTAssertNil(screen.editForm)
    XCTAssertNil(form, "the screen let go of its form, and nothing else held it")
    XCTAssertEqual(screen.browser.albums.map(\.title), ["Low (2017 mix)", "Low"])
  }
}
