import AppSupport
import Foundation
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Memento

/// The caretaker keeps its file through the platform's `KeptFile` (whose own promises
/// `KeptFileTests` proves): the largest library the app is made for saves and comes
/// back, and a save over another instance's is refused and the screen says so.
@MainActor
final class SaveSafetyTests: XCTestCase {
  /// A memento of `count` albums, each with a long title.
  private func memento(albums count: Int) throws -> LibraryMemento {
    let title = String(repeating: "t", count: 100)
    let album =
      #"{"title": "\#(title)", "artist": "A", "genre": "G", "cover_url": "/c.ppm", "year": "1"}"#
    let archive =
      #"{"version": 1, "currentAlbumIndex": 0, "scrollerIndex": 0, "albums": ["#
      + Array(repeating: album, count: count).joined(separator: ",") + "]}"
    return try LibraryMemento(archive: Data(archive.utf8))
  }

  func testTheLargestLibraryTheAppIsMadeForSavesAndComesBack() async throws {
    let store = StateStore(folder: try makeTemporaryFolder(self))
    let largest = try memento(albums: KeptFile.largestLibrary)
    try store.save(largest)
    guard case .loaded(let back) = StateStore(folder: store.folder).load() else {
      return XCTFail("the largest library does not load back")
    }
    XCTAssertEqual(back, largest)
  }

  func testASaveOverAnotherInstancesSaveIsRefusedAndTheScreenSaysSo() async throws {
    let folder = try makeTemporaryFolder(self)
    try StateStore(folder: folder).save(makeScreen().0.makeMemento())
    // Two instances start from the same file.
    let first = StateStore(folder: folder)
    let second = StateStore(folder: folder)
    let (firstScreen, firstWindow) = makeScreen(store: first)
    let (secondScreen, secondWindow) = makeScreen(store: second)
    firstScreen.restoreSavedState(first.load())
    secondScreen.restoreSavedState(second.load())
    _ = firstWindow.send(.character("d"))
    XCTAssertTrue(firstScreen.saveState())
    XCTAssertEqual(firstScreen.stateLine.text, "State: saved")
    _ = secondWindow.send(.right)
    XCTAssertFalse(secondScreen.saveState())
    XCTAssertTrue(
      secondScreen.stateLine.text.hasPrefix("State: not saved: another instance saved state.json"),
      secondScreen.stateLine.text)
    guard case .loaded(let kept) = StateStore(folder: folder).load() else {
      return XCTFail("no state")
    }
    XCTAssertEqual(kept, firstScreen.makeMemento(), "the first instance's delete is kept")
  }

  /// With no caretaker there is nothing saved, and a subclass asking is told so.
  func testWithNoCaretakerNothingIsSaidSaved() async {
    let (screen, _) = makeScreen(store: nil)
    XCTAssertFalse(screen.saveState())
    XCTAssertEqual(screen.stateLine.text, "State: nowhere to keep it (no HOME)")
  }

  /// The state line is a note, drawn grey as the covers' line above it.
  func testTheSavedLineIsDrawnInGrey() async throws {
    let (screen, window) = makeScreen(store: nil)
    let canvas = window.render()
    let point = try XCTUnwrap(canvas.firstPoint(of: "State:"))
    XCTAssertEqual(canvas[point.x, point.y].style.foreground, .gray)
    _ = screen
  }
}
