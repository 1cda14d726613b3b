import MVC
import TerminalKit
import WorkbookTestSupport
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
    // Any names, accents and wide characters included: a name ends where the widest one
    // does, counted in the terminal's columns, and its value starts two columns on.
    assertForAll(Generators.array(of: Generators.sharedName, length: 1...4)) { names in
      let fields = FieldsView(frame: Rect(x: 0, y: 0, width: 40, height: names.count))
      fields.fields = names.map { ($0, "value") }
      var canvas = Canvas(size: Size(width: 40, height: names.count))
      fields.render(into: &canvas)
      let nameWidth = names.map(\.terminalWidth).max() ?? 0
      let expected = names.map { name in
        String(repeating: " ", count: nameWidth - name.terminalWidth) + name + "  value"
      }
      try expectEqual(canvas.renderPlain(), expected.joined(separator: "\n"), "the fields")
    }
  }
}
