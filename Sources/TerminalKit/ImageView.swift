import Observation

/// A picture made of text, one string a row: what a terminal can show for an image.
public struct TextImage: Hashable, Sendable {
  public var rows: [String]

  public init(rows: [String]) {
    self.rows = rows
  }
}

// snippet.imageView
/// Shows an image, centred in its frame: the terminal's `UIImageView`. With no image
/// it draws nothing and the views behind it show through.
///
/// A `bitmap` is drawn two pixels to a cell: in colour as `▀` with the upper pixel as
/// the foreground and the lower one as the background; without colour (`NO_COLOR`, a
/// pipe, a dumb terminal) as characters of growing density, ` .:-=+*#%@`, so the
/// picture stays legible as plain text.
///
/// Observable, where the tutorial observed `UIImageView.image` with key-value observing
/// (UIKit documents few properties as KVO-compliant): code that reads `image` or
/// `bitmap` inside `withObservationTracking` hears when either is set.
@MainActor
@Observable
public final class ImageView: View {
  public var image: TextImage?
  public var bitmap: Bitmap?
  /// Whether pixels are drawn in 24-bit colour; by default, whether the terminal
  /// shows colour at all.
  @ObservationIgnored public var drawsInColor = Terminal.usesColor
  // snippet.end

  public init(image: TextImage? = nil, bitmap: Bitmap? = nil, frame: Rect = .zero) {
    self.image = image
    self.bitmap = bitmap
    super.init(frame: frame)
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    if let bitmap {
      draw(bitmap, in: &canvas, rect: rect, clip: clip)
    } else if let image {
      draw(image, in: &canvas, rect: rect, clip: clip)
    }
  }

  private func draw(_ image: TextImage, in canvas: inout Canvas, rect: Rect, clip: Rect) {
    let top = rect.minY + max(0, (rect.height - image.rows.count) / 2)
    for (offset, row) in image.rows.enumerated() {
      let width = row.terminalWidth
      let left = rect.minX + max(0, (rect.width - width) / 2)
      canvas.draw(row, at: Point(x: left, y: top + offset), style: .plain, clip: clip)
    }
  }

  /// The grey ramp for drawing without colour, darkest first.
  static let densityRamp = Array(" .:-=+*#%@")

  /// Scales `bitmap` to fit (nearest pixel, aspect kept), then draws it centred.
  private func draw(_ bitmap: Bitmap, in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard rect.width > 0, rect.height > 0 else { return }
    // The fitted size, in pixels: a cell is one pixel wide and two high.
    let scale = min(
      Double(rect.width) / Double(bitmap.width), Double(rect.height * 2) / Double(bitmap.height))
    let pixelWidth = max(1, Int(Double(bitmap.width) * scale))
    let pixelHeight = max(1, Int(Double(bitmap.height) * scale))
    let rows = (pixelHeight + 1) / 2
    let left = rect.minX + (rect.width - pixelWidth) / 2
    let top = rect.minY + (rect.height - rows) / 2
    func sample(_ x: Int, _ y: Int) -> Bitmap.Pixel? {
      guard y < pixelHeight else { return nil }
      return bitmap[x * bitmap.width / pixelWidth, y * bitmap.height / pixelHeight]
    }
    for row in 0..<rows {
      for column in 0..<pixelWidth {
        guard let upper = sample(column, row * 2) else { continue }
        let lower = sample(column, row * 2 + 1)
        let point = Point(x: left + column, y: top + row)
        if drawsInColor {
          canvas.draw(
            "▀", at: point,
            style: Style(foreground: upper.color, background: (lower ?? upper).color),
            clip: clip)
        } else {
          let light = (upper.luminance + (lower ?? upper).luminance) / 2
          let ramp = Self.densityRamp
          canvas.draw(String(ramp[light * ramp.count / 256]), at: point, style: .plain, clip: clip)
        }
      }
    }
  }
}
