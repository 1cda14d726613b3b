import Adapter
import ChapterTestSupport
import Command
import Foundation
import MVC
import Memento
import Singleton
import TerminalKit
import XCTest

@testable import Facade
@testable import TemplateMethod

/// The screen opens a field after `i`, imports the file typed there as one command of
/// chapter 8's history, and refuses a file it cannot import without losing the path.
@MainActor
final class ImportScreenTests: XCTestCase {
  private func makeScreen() -> (TemplateMethod.LibraryViewController, Window) {
    ChapterTestSupport.makeScreen(
      TemplateMethod.LibraryViewController.self,
      over: Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil))
  }

  private func type(_ text: String, into window: Window) {
    for character in text { _ = window.send(character == " " ? .space : .character(character)) }
  }

  private let csv = """
    title,artist,genre,year,cover
    Low,David Bowie,Rock,1977,
    best of bowie,DAVID BOWIE,Pop,1992,
    Blue,Joni Mitchell,Folk,1971,
    """

  func testAFileTypedAfterIIsImportedAsOneUndo() async throws {
    let (screen, window) = makeScreen()
    let before = screen.browser.albums
    // Its extension in capitals, blanks typed around it: read all the same.
    let path = try ImportFiles.write(csv, named: "MORE.CSV")
    XCTAssertEqual(window.send(.character("i")), .handled)
    XCTAssertEqual(
      screen.statusText, "Type a .csv or .json file's path · Enter imports · Esc leaves")
    XCTAssertTrue(screen.importField.isFirstResponder)
    XCTAssertFalse(screen.importField.isHidden)
    type("  \(path) ", into: window)
    _ = window.send(.enter)
    XCTAssertFalse(screen.importField.isFirstResponder)
    XCTAssertTrue(screen.importField.isHidden)
    XCTAssertEqual(screen.browser.albums.map(\.title), before.map(\.title) + ["Low", "Blue"])
    XCTAssertEqual(screen.currentAlbumIndex, before.count, "the first imported is current")
    XCTAssertTrue(
      screen.statusText.hasPrefix(
        "Imported 2 albums from MORE.CSV, 1 album already here left out"), screen.statusText)
    XCTAssertTrue(screen.undoItem.isEnabled)
    _ = window.send(.character("u"))
    XCTAssertEqual(screen.browser.albums, before, "one undo")
    XCTAssertTrue(screen.statusText.hasPrefix("Took back the import of 2 albums from MORE.CSV"))
    XCTAssertFalse(screen.undoItem.isEnabled)
    _ = window.send(.character("r"))
    XCTAssertEqual(screen.browser.albums.count, before.count + 2, "one redo")
    XCTAssertTrue(screen.statusText.hasPrefix("Imported 2 albums"), screen.statusText)
  }

  func testAFileThatCannotBeImportedKeepsTheFieldOpenAndSaysWhy() async throws {
    let (screen, window) = makeScreen()
    let bad = try ImportFiles.write(
      "title,artist,genre,year,cover\nLow,Bowie,Rock,77,\n", named: "bad.csv")
    for (path, said) in [
      (bad, "Nothing imported: bad.csv, line 2: the year “77” is not four digits"),
      (
        "/tmp/list.txt",
        "Nothing imported: /tmp/list.txt is none of the files the import reads: CSV (.csv), "
          + "catalogue JSON (.json)"
      ),
    ] {
      _ = window.send(.character("i"))
      type(path, into: window)
      _ = window.send(.enter)
      XCTAssertEqual(screen.statusText, said)
      XCTAssertTrue(screen.importField.isFirstResponder, "still open")
      XCTAssertEqual(screen.importField.text, path, "the path kept")
      XCTAssertEqual(screen.browser.albums.count, 5, "nothing added")
      XCTAssertFalse(screen.undoItem.isEnabled, "no step kept")
      _ = window.send(.escape)
    }
  }

  func testWhileTypingQIsTextAndEscapeImportsNothing() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("i"))
    for key in ["q", "d", "u", "i"] {
      XCTAssertEqual(window.send(.character(Character(key))), .handled, key)
    }
    XCTAssertEqual(screen.importField.text, "qdui")
    _ = window.send(.escape)
    XCTAssertEqual(screen.statusText, "Nothing imported · i imports · d deletes · u undoes")
    XCTAssertTrue(screen.importField.isHidden)
    XCTAssertEqual(screen.browser.albums.count, 5)
    _ = window.send(.character("i"))
    XCTAssertEqual(screen.importField.text, "", "a new field each time")
    _ = window.send(.escape)
    XCTAssertEqual(window.send(.character("q")), .quit, "closed, q quits again")
  }

  func testAnImportAfterADeleteIsUndoneFirstThenTheDelete() async throws {
    let (screen, window) = makeScreen()
    let before = screen.browser.albums
    _ = window.send(.character("d"))
    let path = try ImportFiles.write(csv, named: "more.csv")
    _ = window.send(.character("i"))
    type(path, into: window)
    _ = window.send(.enter)
    XCTAssertEqual(screen.browser.albums.count, 4 + 3, "best of bowie is new again")
    _ = window.send(.character("u"))
    XCTAssertEqual(screen.browser.albums, Array(before.dropFirst()))
    _ = window.send(.character("u"))
    XCTAssertEqual(screen.browser.albums, before)
  }
}
