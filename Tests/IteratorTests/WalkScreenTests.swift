import Adapter
import ChapterTestSupport
import Composite
import MVC
import Singleton
import TerminalKit
import XCTest

@testable import Facade
@testable import Iterator

/// The screen walks the shelves: `w` shows each album of the walk in turn and says its
/// place, `b` changes the order of the next walk, and a walk goes on over the shelves
/// as they were when it began.
@MainActor
final class WalkScreenTests: XCTestCase {
  private func makeScreen() -> (Iterator.LibraryViewController, Window) {
    ChapterTestSupport.makeScreen(
      Iterator.LibraryViewController.self,
      over: Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil))
  }

  /// What each `w` shows, until the walk says it walked them all.
  private func walkThrough(_ window: Window, _ screen: Iterator.LibraryViewController) -> [String] {
    var shown: [String] = []
    for _ in 0..<20 {
      _ = window.send(.character("w"))
      if screen.statusText.hasPrefix("Walked all") { break }
      shown.append(screen.browser.current?.album.title ?? "none")
    }
    return shown
  }

  func testEachWShowsTheWalksNextAlbumInTheOutlinesOrder() async {
    let (screen, window) = makeScreen()
    let outline = screen.bookcase.shelves.albums.map(\.title)  // chapter 10's own answer
    XCTAssertEqual(walkThrough(window, screen), outline)
    XCTAssertEqual(screen.statusText, "Walked all 5 albums, depth first · w walks again")
    _ = window.send(.character("w"))
    XCTAssertEqual(screen.statusText, "Walk, depth first: 1 of 5 · “\(outline[0])”")
    XCTAssertEqual(screen.outlineTable.highlightedRow?.item.title, outline[0])
  }

  func testBChangesTheOrderOfTheNextWalkAndEndsTheOneUnderWay() async {
    let (screen, window) = makeScreen()
    _ = window.send(.character("w"))
    _ = window.send(.character("b"))
    XCTAssertEqual(screen.order, .shallowestFirst)
    XCTAssertEqual(screen.statusText, "Walks go shallowest first now · w starts one")
    XCTAssertTrue(window.render().renderPlain().contains("Shallowest first"))
    let levels = Array(screen.bookcase.shelves.albumsShallowestFirst).map(\.title)
    XCTAssertEqual(walkThrough(window, screen), levels)
    XCTAssertNotEqual(levels, screen.bookcase.shelves.albums.map(\.title))
    _ = window.send(.character("b"))
    XCTAssertEqual(screen.order, .depthFirst)
  }

  func testAnAlbumDeletedDuringAWalkStillComesAndIsSaidToBeGone() async {
    let (screen, window) = makeScreen()
    let outline = screen.bookcase.shelves.albums.map(\.title)
    _ = window.send(.character("w"))
    _ = window.send(.character("w"))  // the second album is current, its row highlighted
    screen.outlineTable.highlightDeepestRow { $0.title == outline[2] }
    _ = window.send(.character("d"))
    XCTAssertEqual(screen.browser.albums.count, 4)
    _ = window.send(.character("w"))
    XCTAssertEqual(
      screen.statusText,
      "Walk, depth first: 3 of 5 · “\(outline[2])” · deleted since the walk began")
    _ = window.send(.character("w"))
    XCTAssertEqual(screen.browser.current?.album.title, outline[3])
  }
}
