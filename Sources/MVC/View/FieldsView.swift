import TerminalKit

/// Shows name–value pairs, one a line, names right-aligned in a column.
///
/// It takes plain strings: whoever fills it decides what the fields are. Chapter 4
/// replaces it with a table that asks a data source for its rows.
@MainActor
public final class FieldsView: View {
  public var fields: [(name: String, value: String)] = []

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let nameWidth = fields.map(\.name.terminalWidth).max() ?? 0
    for (row, field) in fields.enumerated() where row < rect.height {
      let y = rect.minY + row
      let name = Label.truncate(field.name, toWidth: rect.width)
      canvas.draw(
        name, at: Point(x: rect.minX + nameWidth - name.terminalWidth, y: y),
        style: Style(foreground: .cyan), clip: clip)
      let valueX = rect.minX + nameWidth + 2
      let value = Label.truncate(field.value, toWidth: rect.maxX - valueX)
      canvas.draw(value, at: Point(x: valueX, y: y), style: Style(isBold: true), clip: clip)
    }
  }
}
