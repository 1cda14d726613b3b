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

  /// Chapter 6 puts each picture into `imageView`: it fills the inside of the frame above
  /// the caption line, and the whole inside of a cover too short to show a caption.
  func testAPictureFillsTheInsideAboveTheCaption() async {
    let picture = TextImage(rows: Array(repeating: String(repeating: "#", count: 40), count: 12))
    let tall = AlbumView(frame: Rect(x: 0, y: 0, width: 20, height: 7), albumCover: "/blue.png")
    tall.imageView.image = picture
    tall.stopLoading()
    XCTAssertEqual(
      rendered(tall),
      """
      ┌──────────────────┐
      │##################│
      │##################│
      │##################│
      │##################│
      │     blue.png     │
      └──────────────────┘
      """)
    // Two rows inside: no room for a caption beside the picture.
    let short = AlbumView(frame: Rect(x: 0, y: 0, width: 20, height: 4), albumCover: "/blue.png")
    short.imageView.image = picture
    short.stopLoading()
    XCTAssertEqual(
      rendered(short),
      """
      ┌──────────────────┐
      │##################│
      │##################│
      └──────────────────┘
      """)
  }

  /// The cover alone, as a screen draws it.
  private func rendered(_ cover: AlbumView) -> String {
    var canvas = Canvas(size: cover.frame.size)
    cover.render(into: &canvas)
    return canvas.renderPlain()
  }
}
