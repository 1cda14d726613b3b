import MVC
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Singleton

@MainActor
final class SingletonScreenTests: XCTestCase {
  /// The arrows are the screen's keys: it takes them (the window reports them handled, and
  /// passes them on to no one else) even at an end, where nothing moves.
  func testLeftAndRightMoveThroughTheFiveAlbumsAndStopAtTheEnds() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    XCTAssertEqual(controller.currentAlbumIndex, 0)
    XCTAssertEqual(window.send(.left), .handled)
    XCTAssertEqual(controller.currentAlbumIndex, 0, "no album before the first")
    for expected in 1...4 {
      XCTAssertEqual(window.send(.right), .handled)
      XCTAssertEqual(controller.currentAlbumIndex, expected)
      XCTAssertTrue(
        controller.statusText.hasPrefix("Album \(expected + 1) of 5"), controller.statusText)
    }
    XCTAssertEqual(window.send(.right), .handled)
    XCTAssertEqual(controller.currentAlbumIndex, 4, "no album after the last")
    XCTAssertEqual(window.send(.character("x")), .ignored, "a key the screen does not use")
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.contains("American Pie"))
    XCTAssertTrue(screen.contains("album_madonna_american pie.png"))
    XCTAssertTrue(screen.contains("Album 5 of 5"))
  }

  func testTheStatusLineNamesTheOneSharedInstance() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 100, height: 24))
    _ = window.send(.right)
    XCTAssertTrue(
      controller.statusText.contains("LibraryAPI.shared is instance #1 of 1"), controller.statusText
    )
  }

  func testOneCoverViewShowsEachAlbumsCover() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    let cover = controller.albumView
    XCTAssertEqual(cover.coverUrl, PersistencyManager.tutorialAlbums[0].coverUrl)
    controller.showAlbum(at: 2)
    XCTAssertTrue(controller.albumView === cover, "the same view, given another cover")
    XCTAssertEqual(cover.coverUrl, PersistencyManager.tutorialAlbums[2].coverUrl)
    XCTAssertEqual(controller.view.subviews.filter { $0 is AlbumView }.count, 1)
    XCTAssertTrue(window.render().renderPlain().contains("album_sting"))
  }

  func testTheToolbarIsStillDisabled() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
    XCTAssertEqual(window.send(.character("d")), .ignored)
    XCTAssertTrue(
      controller.toolbarItems.filter { $0.kind == .button }.allSatisfy { !$0.isEnabled })
  }
}
