import MVC
import TerminalKit
import XCTest

/// The cover a later chapter swaps in place, as iOS code sets `UIImageView.image`,
/// instead of building a new cover view for every album.
@MainActor
final class AlbumViewCoverTests: XCTestCase {
  func testSettingTheCoverShowsTheNewOneInTheSameView() async {
    let cover = AlbumView(
      frame: Rect(x: 0, y: 0, width: 30, height: 7), albumCover: "/covers/first%20one.png")
    cover.highlight(true)
    cover.coverUrl = "/covers/second%20one.png"
    var canvas = Canvas(size: Size(width: 30, height: 7))
    cover.render(into: &canvas)
    let screen = canvas.renderPlain()
    XCTAssertTrue(screen.contains("second one.png"), screen)
    XCTAssertFalse(screen.contains("first one.png"), screen)
    XCTAssertEqual(cover.coverUrl, "/covers/second%20one.png")
    XCTAssertTrue(cover.isHighlighted, "the view is the same one: its highlight stays")
  }
}
