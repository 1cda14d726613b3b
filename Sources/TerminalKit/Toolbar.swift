/// A bar of buttons along the bottom of the screen: the terminal's `UIToolbar`.
@MainActor
public final class Toolbar: View {
  public var items: [BarButtonItem] = []

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = .white
  }

  /// Presses the item whose key this is. Returns `false` when no item has the key, or
  /// the item is disabled.
  public override func handleKey(_ key: Key) -> Bool {
    guard case .character(let character) = key else { return false }
    return items.first { $0.key == character }?.press() ?? false
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    for (item, columns) in itemColumns(width: rect.width) {
      let style = Style(foreground: item.isEnabled ? .black : .gray, isBold: item.isEnabled)
      canvas.draw(
        item.label, at: Point(x: rect.minX + columns.lowerBound, y: rect.minY), style: style,
        clip: clip)
    }
  }

  /// Where each button's label sits, in columns from the bar's left edge: a gap
  /// between items, and the spare width shared among the flexible spaces.
  func itemColumns(width: Int) -> [(item: BarButtonItem, columns: Range<Int>)] {
    let gap = 2
    let buttons = items.filter { $0.kind == .button }
    let used = buttons.reduce(0) { $0 + $1.label.terminalWidth } + gap * max(0, items.count - 1)
    let flexibleCount = items.count - buttons.count
    let spare = max(0, width - 2 - used)
    var x = 1
    var placed: [(item: BarButtonItem, columns: Range<Int>)] = []
    for (index, item) in items.enumerated() {
      if index > 0 { x += gap }
      if item.kind == .flexibleSpace {
        x += flexibleCount > 0 ? spare / flexibleCount : 0
        continue
      }
      let labelWidth = item.label.terminalWidth
      placed.append((item, x..<x + labelWidth))
      x += labelWidth
    }
    return placed
  }
}

extension Toolbar: ClickHandling {
  /// A click on a button's label presses it, as its key would.
  public func handleClick(at point: Point) -> Bool {
    itemColumns(width: bounds.width).first { $0.columns.contains(point.x) }?.item.press() ?? false
  }
}
