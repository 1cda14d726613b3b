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
      if screen.statusText.hasPrefix("Walk ended") { break }
      shown.append(screen.browser.current?.album.title ?? "none")
    }
    return shown
  }

  func testEachWShowsTheWalksNextAlbumInTheOutlinesOrder() async {
    let (screen, window) = makeScreen()
    let outline = screen.bookcase.shelves.albums.map(\.title)  // chapter 10's own answer
    XCTAssertEqual(walkThrough(window, screen), outline)
    XCTAssertEqual(screen.statusText, "Walk ended: 5 albums, depth first · w walks again")
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
    _ = window.send(.character("w"))
    _ = window.send(.character("w"))
    XCTAssertEqual(
      screen.statusText, "Walk ended: 5 albums, depth first · w walks again",
      "the walk counts what it gave, deleted albums too")
  }

  /// Walk works while there is an album to give: on the shelves, or still to come in a
  /// walk under way whose albums were deleted since it began.
  func testWalkIsEnabledWhileThereIsAnAlbumToGive() async {
    let (screen, window) = makeScreen()
    func delete(_ title: String) {
      screen.outlineTable.highlightDeepestRow { $0.title == title }
      _ = window.send(.character("d"))
    }
    delete("1990s")
    delete("2000")
    XCTAssertEqual(screen.bookcase.shelves.albumCount, 1)
    XCTAssertTrue(screen.walkItem.isEnabled, "one album left to walk")
    _ = window.send(.character("w"))
    XCTAssertEqual(screen.statusText, "Walk, depth first: 1 of 1 · “It's My Life”")
    delete("It's My Life")
    XCTAssertEqual(screen.bookcase.shelves.albumCount, 0)
    XCTAssertTrue(screen.walkItem.isEnabled, "the walk under way has yet to say it ended")
    _ = window.send(.character("w"))
    XCTAssertEqual(screen.statusText, "Walk ended: 1 album, depth first · w walks again")
    XCTAssertFalse(screen.walkItem.isEnabled, "no walk under way, no album on the shelves")
    XCTAssertTrue(window.render().renderPlain().contains("(w) Walk"))
  }
}
