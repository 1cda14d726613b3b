import AlbumServer
import Foundation
import MVC
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Facade

// Singleton, imported for PersistencyManager, has a LibraryAPI and a controller of its
// own; in this file the names mean chapter 3's.
private typealias LibraryAPI = Facade.LibraryAPI
private typealias LibraryViewController = Facade.LibraryViewController

@MainActor
final class FacadeScreenTests: XCTestCase {
  private func makeScreen(_ poster: SpyPoster? = nil) -> (LibraryViewController, Window) {
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: poster)
    let controller = LibraryViewController(library: library)
    return (controller, Window(rootViewController: controller, size: Size(width: 100, height: 24)))
  }

  func testDeleteRemovesTheAlbumOnScreenAndShowsTheNext() async {
    let (controller, window) = makeScreen()
    XCTAssertEqual(window.send(.right), .handled)
    XCTAssertEqual(window.send(.character("d")), .handled)
    await controller.waitForTasks()
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("Nothing Like The Sun"), screen)
    XCTAssertEqual(controller.currentAlbumIndex, 1, "the next album moved into the index")
    XCTAssertTrue(controller.statusText.hasPrefix("Deleted “It's My Life” · Album 2 of 4"))
    XCTAssertEqual(
      controller.serverStatus.label.text, "Server: offline, changes stay on this machine")
  }

  func testThePostsOutcomeReachesTheStatusLine() async {
    let spy = SpyPoster { .failed(path: $0, reason: "server answered 500") }
    let (controller, window) = makeScreen(spy)
    _ = window.send(.character("d"))
    await controller.waitForTasks()
    XCTAssertTrue(controller.statusText.hasPrefix("Deleted “Best of Bowie”"))
    XCTAssertEqual(
      controller.serverStatus.label.text,
      "Server: http://spy.invalid · /api/deleteAlbum failed: server answered 500")
    XCTAssertEqual(controller.browser.albums.count, 4, "the local change stands")
    XCTAssertEqual(spy.posts.map(\.body), ["0"])
  }

  func testDeletingEverythingLeavesAnEmptyLibraryAndDisablesDelete() async {
    let (controller, window) = makeScreen()
    _ = window.send(.right)
    _ = window.send(.right)
    for _ in 0..<5 { _ = window.send(.character("d")) }
    XCTAssertEqual(window.send(.character("d")), .ignored, "Delete is disabled when empty")
    XCTAssertEqual(window.send(.left), .handled)
    XCTAssertEqual(window.send(.right), .handled)
    await controller.waitForTasks()
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("The library is empty."), screen)
    XCTAssertTrue(screen.hasSuffix("(d) Delete"), screen)
    XCTAssertNil(controller.currentAlbumIndex, "an empty library has no current album")
    XCTAssertTrue(controller.albumView.isHidden, "no cover for an empty library")
    XCTAssertFalse(screen.contains(".png"), "and none drawn")
  }

  func testAChangeToldOfWithAnIndexPastTheEndShowsTheLastAlbum() async {
    let (controller, window) = makeScreen()
    controller.browser.libraryChanged(showing: 42)
    XCTAssertEqual(controller.currentAlbumIndex, 4)
    XCTAssertTrue(window.render().renderPlain().contains("Album 5 of 5"))
    controller.browser.libraryChanged(showing: -1)
    XCTAssertEqual(controller.currentAlbumIndex, 0)
  }
}
