import MVC
import TerminalKit
import XCTest

/// `FieldsView`: name–value lines, names right-aligned in a column, drawn where its frame
/// says, and cut to fit it.
@MainActor
final class FieldsViewTests: XCTestCase {
  func testNamesEndInOneColumnAndAValueTooLongEndsInAnEllipsisAtTheViewsEdge() async {
    // Made with its frame, as any view can be; the canvas reaches past the frame on every
    // side, so text drawn outside it would show.
    let fields = FieldsView(frame: Rect(x: 2, y: 1, width: 24, height: 3))
    fields.fields = [
      ("Title", "Nothing Like The Sun, Remastered"), ("Year", "1987"), ("", "no name"),
      ("Genre", "a fourth line, below the frame"),
    ]
    var canvas = Canvas(size: Size(width: 30, height: 5))
    fields.render(into: &canvas)
    XCTAssertEqual(
      canvas.renderPlain(),
      """

        Title  Nothing Like The…
         Year  1987
               no name

      """)
  }
}
