/// A position on the screen, in character cells; `y` grows downwards, as in UIKit.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public static let zero = Point(x: 0, y: 0)

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A width and a height, in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public static let zero = Size(width: 0, height: 0)

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `80x24`, the spelling the `--size` flag takes.
  public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells: the terminal's `CGRect`.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public var minX: Int { origin.x }
  public var minY: Int { origin.y }
  public var maxX: Int { origin.x + size.width }
  public var maxY: Int { origin.y + size.height }
  public var width: Int { size.width }
  public var height: Int { size.height }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The same rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Int, dy: Int) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom;
  /// never narrower or shorter than nothing.
  public func insetBy(dx: Int, dy: Int) -> Rect {
    Rect(
      x: minX + dx, y: minY + dy,
      width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }

  /// The cells both rectangles cover; empty when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return .zero }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}
