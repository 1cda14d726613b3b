import Adapter
import AppSupport
import ChapterTestSupport
import Decorator
import Foundation
import MVC
import Memento
import Observer
import Strategy
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Command
@testable import Facade

/// The choice of order outlives the run, beside chapter 7's file, which keeps its
/// format: files from before this chapter load, and chapter 8 reads this one's.
@MainActor
final class RelaunchTests: XCTestCase {
  func testTheOrderAndTheAlbumOnScreenComeBackAfterARelaunch() async throws {
    let folder = try makeTemporaryFolder(self)
    let (first, window) = makeOrderedScreen(folder: folder)
    for key in ["o", "o"] { _ = window.send(.character(Character(key))) }  // by artist
    _ = window.send(.right)  // American Pie, by Madonna
    _ = window.send(.character("d"))
    XCTAssertEqual(first.albumOnScreen, "It's My Life")
    first.saveState()

    let (second, _) = makeOrderedScreen(folder: folder)
    XCTAssertEqual(second.orders.current.id, "artist")
    XCTAssertEqual(
      second.arrangement.albums.map(\.artist), ["David Bowie", "No Doubt", "Sting", "U2"],
      "by artist")
    XCTAssertEqual(second.albumOnScreen, "It's My Life")
    XCTAssertEqual(second.scroller.centredIndex, 1, "the strip centres it")
    await first.waitForTasks()
    await second.waitForTasks()
  }

  func testAFileSavedBeforeThisChapterLoadsAsAddedAndKeepsItsBytesWhenAnOrderIsChosen()
    async throws
  {
    let folder = try makeTemporaryFolder(self)
    let earlier = chapter8Screen(folder: folder)
    _ = earlier.window.send(.right)
    _ = earlier.window.send(.character("d"))  // It's My Life
    earlier.controller.saveState()
    let saved = try Data(contentsOf: folder.appendingPathComponent("state.json"))

    let (screen, window) = makeOrderedScreen(folder: folder)
    XCTAssertEqual(screen.orders.current.id, "added")
    XCTAssertEqual(
      screen.arrangement.albums.map(\.title),
      ["Best of Bowie", "Nothing Like The Sun", "Staring at the Sun", "American Pie"])
    XCTAssertEqual(screen.albumOnScreen, "Nothing Like The Sun")
    XCTAssertEqual(screen.stateLine.text, "State: restored")
    _ = window.send(.character("o"))
    XCTAssertEqual(screen.stateLine.text, "State: order saved", "said when it is made")
    XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("state.json")), saved)
    guard case .loaded("title") = OrderStore(folder: folder).load() else {
      return XCTFail("the order was not saved")
    }
    await earlier.controller.waitForTasks()
    await screen.waitForTasks()
  }

  func testChapter8ShowsTheAlbumThisScreenLeftOnScreenWhateverTheOrder() async throws {
    let folder = try makeTemporaryFolder(self)
    let (screen, window) = makeOrderedScreen(folder: folder)
    _ = window.send(.character("o"))  // by title: American Pie, Best of Bowie, It's My Life
    _ = window.send(.right)
    XCTAssertEqual(screen.albumOnScreen, "It's My Life")
    XCTAssertEqual(screen.positionOnScreen, 2, "third by title")
    screen.saveState()

    let earlier = chapter8Screen(folder: folder)
    XCTAssertEqual(earlier.controller.currentAlbumIndex, 1, "second in the library")
    XCTAssertEqual(earlier.controller.rows.rows?[1].value, "It's My Life")
    await screen.waitForTasks()
    await earlier.controller.waitForTasks()
  }

  func testAnUnknownOrAnUnreadableOrderIsReportedAndTheAlbumsShownAsAdded() async throws {
    let folder = try makeTemporaryFolder(self)
    let file = OrderStore(folder: folder).kept.file
    try Data(#"{"order": "by-mood", "version": 1}"#.utf8).write(to: file)
    let (unknown, _) = makeOrderedScreen(folder: folder)
    XCTAssertEqual(unknown.orders.current.id, "added")
    XCTAssertEqual(
      unknown.stateLine.text,
      "State: nothing saved yet, the built-in albums · "
        + "order \"by-mood\" unknown, as added")

    // A long id is cut at its first 40 characters.
    let long = "by-" + String(repeating: "x", count: 57)
    try JSONSerialization.data(withJSONObject: ["order": long, "version": 1]).write(to: file)
    let (cut, _) = makeOrderedScreen(folder: folder)
    XCTAssertTrue(
      cut.stateLine.text.hasSuffix("order \"\(long.prefix(40))\" unknown, as added"),
      cut.stateLine.text)

    // An id with control characters (escape, bell, a line break, the one-byte CSI,
    // delete) is said escaped: none of them reaches the terminal.
    var said = [cut]
    for id in ["\u{1B}[2J", "mood\u{7}", "by\nmood", "\u{9B}31m", "\u{7F}", "\u{0}x"] {
      let document = try JSONSerialization.data(withJSONObject: ["order": id, "version": 1])
      try document.write(to: file)
      let (screen, _) = makeOrderedScreen(folder: folder)
      XCTAssertEqual(screen.orders.current.id, "added")
      let controls = screen.stateLine.text.unicodeScalars.filter {
        $0.properties.generalCategory == .control
      }
      XCTAssertEqual(Array(controls), [], "\(String(reflecting: id)): \(screen.stateLine.text)")
      said.append(screen)
    }

    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let (unreadable, _) = makeOrderedScreen(folder: folder)
    XCTAssertEqual(unreadable.orders.current.id, "added")
    XCTAssertTrue(
      unreadable.stateLine.text.hasSuffix(
        "order not restored: it is no file of this app's: not a regular file;"
          + " kept as order.bad-1, as added"),
      unreadable.stateLine.text)
    await unknown.waitForTasks()
    await unreadable.waitForTasks()
    for screen in said { await screen.waitForTasks() }
  }

  /// Chapter 8's screen over the tutorial's albums, restored from `folder` as its
  /// program does at launch.
  private func chapter8Screen(folder: URL) -> (
    controller: Command.LibraryViewController, window: Window
  ) {
    makeScreen(
      Command.LibraryViewController.self, over: makeTutorialLibrary(),
      store: StateStore(folder: folder))
  }
}
