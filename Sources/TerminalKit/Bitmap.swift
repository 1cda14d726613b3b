/// A picture as pixels, row by row: the terminal's `UIImage`. An `ImageView` draws it
/// two pixels to a character cell.
public struct Bitmap: Hashable, Sendable {
  /// One pixel's colour, eight bits a channel.
  public struct Pixel: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// How light the pixel looks, 0 (black) to 255 (white), weighting green most as
    /// eyes do (ITU-R BT.601).
    public var luminance: Int {
      (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000
    }

    var color: Color { .rgb(red: red, green: green, blue: blue) }
  }

  public let width: Int
  public let height: Int
  /// `width * height` pixels, the top row first.
  public let pixels: [Pixel]

  /// - Precondition: `pixels.count == width * height`, both sizes positive.
  public init(width: Int, height: Int, pixels: [Pixel]) {
    precondition(width > 0 && height > 0, "a bitmap has at least one pixel")
    precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)x\(height)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel in column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Pixel {
    pixels[y * width + x]
  }
}

extension Bitmap: CustomStringConvertible {
  /// `24x24 bitmap, checksum 123456`: short enough for a failing test's message.
  public var description: String {
    let checksum = pixels.enumerated().reduce(0) { sum, entry in
      sum &+ (entry.offset + 1) &* (entry.element.luminance + 1)
    }
    return "\(width)x\(height) bitmap, checksum \(checksum)"
  }
}
