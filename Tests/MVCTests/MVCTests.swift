import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import MVC

@MainActor
final class MVCTests: XCTestCase {
  func testAnAlbumIsAValueDescribedByAllItsFields() async {
    let original = Album.bestOfBowie
    var copy = original
    copy.title = "Changed"
    XCTAssertEqual(original.title, "Best of Bowie", "changing a copy must not change the original")
    XCTAssertEqual(
      original.description,
      "title: Best of Bowie, artist: David Bowie, genre: Pop, "
        + "coverUrl: /static/thumbs/album/album_david%20bowie_best%20of%20bowie.png, year: 1992")
  }

  func testAlbumViewShowsSomethingThatIsNotAnAlbum() async {
    let poster = AlbumView(
      frame: Rect(x: 0, y: 0, width: 30, height: 7), albumCover: "/posters/metropolis%201927.png")
    var canvas = Canvas(size: Size(width: 30, height: 7))
    poster.render(into: &canvas)
    XCTAssertTrue(canvas.renderPlain().contains("metropolis 1927.png"), canvas.renderPlain())
    XCTAssertTrue(spinnerTurns(poster), "no cover is loaded yet, so the spinner turns")
  }

  func testHighlightMakesTheBackgroundWhiteAndUnhighlightBlack() async {
    let cover = AlbumView(frame: Rect(x: 0, y: 0, width: 10, height: 5), albumCover: "/c.png")
    func background() -> Color? {
      var canvas = Canvas(size: Size(width: 10, height: 5))
      cover.render(into: &canvas)
      return canvas[2, 2].style.background
    }
    XCTAssertEqual(background(), .black)
    cover.highlight(true)
    XCTAssertTrue(cover.isHighlighted)
    XCTAssertEqual(background(), .white)
    cover.highlight(false)
    XCTAssertEqual(background(), .black)
  }

  func testTheControllerMovesTheModelIntoTheViews() async {
    let album = Album(
      title: "Blue", artist: "Joni Mitchell", genre: "Folk", coverUrl: "/blue.png", year: "1971")
    let controller = LibraryViewController(album: album)
    let window = Window(rootViewController: controller, size: Size(width: 60, height: 24))
    let screen = window.render().renderPlain()
    for text in ["Joni Mitchell", "Blue", "Folk", "1971", "blue.png"] {
      XCTAssertTrue(screen.contains(text), "\(text) missing from\n\(screen)")
    }
    XCTAssertEqual(controller.albumView.coverUrl, "/blue.png")
  }

  func testTheViewReportsAKeyAndTheControllerUpdatesIt() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 60, height: 24))
    XCTAssertEqual(window.send(.character("h")), .handled)
    XCTAssertTrue(controller.albumView.isHighlighted)
    XCTAssertEqual(controller.statusText, "Cover highlighted")
    XCTAssertEqual(window.send(.character("h")), .handled)
    XCTAssertFalse(controller.albumView.isHighlighted)
  }

  func testUndoAndDeleteAreThereButDisabled() async {
    let controller = LibraryViewController()
    let window = Window(rootViewController: controller, size: Size(width: 60, height: 24))
    let titles = controller.toolbarItems.filter { $0.kind == .button }.map(\.title)
    XCTAssertEqual(titles, ["Undo", "Delete"])
    XCTAssertTrue(
      controller.toolbarItems.filter { $0.kind == .button }.allSatisfy { !$0.isEnabled })
    XCTAssertEqual(window.send(.character("d")), .ignored)
    XCTAssertEqual(window.send(.character("u")), .ignored)
  }
}

/// Whether a cover view's spinner turns, read from its subviews as a screen would see it.
@MainActor
private func spinnerTurns(_ view: View) -> Bool {
  view.subviews.contains { ($0 as? ActivityIndicatorView)?.isAnimating == true }
}
