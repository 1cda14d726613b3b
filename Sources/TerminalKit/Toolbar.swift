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
  public func handleKey(_ key: Key) -> Bool {
    guard case .character(let character) = key else { return false }
    return items.first { $0.key == character }?.press() ?? false
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let gap = 2
    let buttons = items.filter { $0.kind == .button }
    let used = buttons.reduce(0) { $0 + $1.label.terminalWidth } + gap * max(0, items.count - 1)
    let flexibleCount = items.count - buttons.count
    let spare = max(0, rect.width - 2 - used)
    var x = rect.minX + 1
    for (index, item) in items.enumerated() {
      if index > 0 { x += gap }
      if item.kind == .flexibleSpace {
        x += flexibleCount > 0 ? spare / flexibleCount : 0
        continue
      }
      let style = Style(foreground: item.isEnabled ? .black : .gray, isBold: item.isEnabled)
      x += canvas.draw(item.label, at: Point(x: x, y: rect.minY), style: style, clip: clip)
    }
  }
}
