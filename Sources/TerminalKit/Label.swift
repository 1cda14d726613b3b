/// One line of text: the terminal's `UILabel`. Text too long for the frame ends in `…`.
/// Open, as `UILabel` is, so a view that is a line of text (a form's message) can be one.
@MainActor
open class Label: View {
  public enum Alignment: Sendable {
    case left, center, right
  }

  public var text: String
  public var textColor: Color?
  public var isBold = false
  public var isDim = false
  public var alignment: Alignment = .left

  public init(text: String = "", frame: Rect = .zero) {
    self.text = text
    super.init(frame: frame)
  }

  /// The text as it fits in `width` columns: whole, or cut with a trailing `…`.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let flat = String(text.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    if flat.terminalWidth <= width { return flat }
    var kept = ""
    var used = 0
    for character in flat {
      let characterWidth = character.terminalWidth
      if used + characterWidth > width - 1 { break }
      kept.append(character)
      used += characterWidth
    }
    return kept + "…"
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard rect.height > 0 else { return }
    let shown = Label.truncate(text, toWidth: rect.width)
    let width = shown.terminalWidth
    let x: Int
    switch alignment {
    case .left: x = rect.minX
    case .center: x = rect.minX + (rect.width - width) / 2
    case .right: x = rect.maxX - width
    }
    let style = Style(foreground: textColor, isBold: isBold, isDim: isDim)
    canvas.draw(shown, at: Point(x: x, y: rect.minY), style: style, clip: clip)
  }
}
