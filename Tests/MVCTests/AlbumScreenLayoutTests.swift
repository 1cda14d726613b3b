import MVC
import TerminalKit
import XCTest

/// The shape every chapter's screen keeps, from the smallest window the app supports up:
/// the cover on top, the album's details under it, a line of notes under them (chapter 3
/// puts the server line there), each where `AlbumScreenLayout.place` puts its view.
@MainActor
final class AlbumScreenLayoutTests: XCTestCase {
  /// Every size from the window's minimum, 30x14, to 160x60: the parts are placed, not
  /// just computed, so a view left where it was is caught too.
  func testEveryPartHasItsPlaceAtEverySizeFromTheSmallestUp() async {
    let minimum = Window.minimumSize
    for width in minimum.width...160 {
      for height in minimum.height...60 {
        // The controller's view is the window less the title bar, the status line and
        // the toolbar.
        let bounds = Rect(x: 0, y: 0, width: width, height: height - 3)
        let (cover, details, notes) = (View(), View(), View())
        AlbumScreenLayout(bounds: bounds).place(cover: cover, details: details, notes: notes)
        let size = "\(width)x\(height)"
        for (name, part) in [("cover", cover), ("details", details), ("notes", notes)] {
          XCTAssertEqual(
            part.frame.intersection(bounds), part.frame, "\(size): the \(name) leaves the screen")
        }
        XCTAssertEqual(cover.frame.minY, 1, "\(size): one blank row above the cover")
        XCTAssertEqual(
          details.frame.minY, cover.frame.maxY + 1, "\(size): one blank row above the details")
        XCTAssertEqual(
          notes.frame.minY, details.frame.maxY + 1, "\(size): one blank row above the notes")
        XCTAssertEqual(
          cover.frame.height, min(11, bounds.height - 8),
          "\(size): the cover takes the rows the rest leaves, eleven at most")
        XCTAssertGreaterThanOrEqual(cover.frame.height, 3, size)
        XCTAssertEqual(details.frame.height, 4, "\(size): a row for each of the four fields")
        XCTAssertEqual(notes.frame.height, 1, "\(size): notes are one line")
        XCTAssertEqual(
          [cover.frame.minX, details.frame.minX, notes.frame.minX], [2, 4, 2],
          "\(size): the cover and the notes start two columns in, the details four")
        XCTAssertEqual(
          cover.frame.width, min(44, width - 4),
          "\(size): the cover keeps two columns clear on the right, and is 44 wide at most")
        XCTAssertEqual(
          [details.frame.maxX, notes.frame.maxX], [width - 2, width - 2],
          "\(size): the details and the notes end two columns before the right edge")
      }
    }
  }

  func testTheArrowKeysStepOneAlbumBackAndOn() async {
    XCTAssertEqual(Key.left.albumStep, -1)
    XCTAssertEqual(Key.right.albumStep, 1)
    for other in [Key.up, .down, .enter, .space, .character("h"), .character("d")] {
      XCTAssertNil(other.albumStep, "\(other) moves nowhere")
    }
  }
}
