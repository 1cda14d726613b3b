/// A picture made of text, one string a row: what a terminal can show for an image.
public struct TextImage: Hashable, Sendable {
  public var rows: [String]

  public init(rows: [String]) {
    self.rows = rows
  }
}

/// Shows a `TextImage`, centred in its frame: the terminal's `UIImageView`.
/// With no image it draws nothing and the views behind it show through.
@MainActor
public final class ImageView: View {
  public var image: TextImage?

  public init(image: TextImage? = nil, frame: Rect = .zero) {
    self.image = image
    super.init(frame: frame)
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard let image else { return }
    let top = rect.minY + max(0, (rect.height - image.rows.count) / 2)
    for (offset, row) in image.rows.enumerated() {
      let width = row.terminalWidth
      let left = rect.minX + max(0, (rect.width - width) / 2)
      canvas.draw(row, at: Point(x: left, y: top + offset), style: .plain, clip: clip)
    }
  }
}
