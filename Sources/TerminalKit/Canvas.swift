/// One character cell of the screen.
public struct Cell: Hashable, Sendable {
  /// What the cell shows. The right half of a wide character holds a space and is
  /// marked `isContinuation`.
  public var character: Character
  public var style: Style
  public var isContinuation: Bool

  public static let blank = Cell(character: " ", style: .plain, isContinuation: false)

  public init(character: Character, style: Style, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }
}

/// A grid of cells that views draw into, the terminal's graphics context.
///
/// A canvas renders to plain text (what tests compare and pipes receive) or to ANSI
/// (what a terminal shows). Wide characters take two cells; a wide character that
/// would stand half outside the clipping rectangle is drawn as a space instead, so
/// columns never shift.
public struct Canvas: Sendable {
  public let size: Size
  private var cells: [Cell]

  public init(size: Size) {
    let clamped = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = clamped
    self.cells = Array(repeating: .blank, count: clamped.width * clamped.height)
  }

  public var bounds: Rect { Rect(origin: .zero, size: size) }

  public subscript(x: Int, y: Int) -> Cell {
    precondition(bounds.contains(Point(x: x, y: y)), "cell (\(x), \(y)) is off the canvas")
    return cells[y * size.width + x]
  }

  /// Paints `color` as the background of every cell of `rect` that lies on the canvas,
  /// blanking what was there.
  public mutating func fill(_ rect: Rect, background color: Color?) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        clearWideNeighbours(x: x, y: y)
        cells[y * size.width + x] = Cell(character: " ", style: Style(background: color))
      }
    }
  }

  /// Draws `text` on one line starting at `point`, inside `clip`.
  ///
  /// A style without a background keeps the background already in each cell, so text
  /// drawn on a coloured view stays on that colour. Control characters are drawn as
  /// `?`, zero-width characters are skipped.
  ///
  /// - Returns: the number of columns used.
  @discardableResult
  public mutating func draw(_ text: String, at point: Point, style: Style, clip: Rect? = nil)
    -> Int
  {
    let area = (clip ?? bounds).intersection(bounds)
    guard point.y >= area.minY, point.y < area.maxY else { return 0 }
    var x = point.x
    for character in text {
      let shown: Character = character.isControl ? "?" : character
      let width = shown.terminalWidth
      if width == 0 { continue }
      if x >= area.maxX { break }
      if x >= area.minX {
        if width == 2 && x + 1 >= area.maxX {
          put(" ", x: x, y: point.y, style: style)
        } else {
          put(shown, x: x, y: point.y, style: style)
          if width == 2 {
            put(" ", x: x + 1, y: point.y, style: style, isContinuation: true)
          }
        }
      } else if width == 2 && x + 1 == area.minX {
        // The right half of a wide character falls on the first visible column.
        put(" ", x: x + 1, y: point.y, style: style)
      }
      x += width
    }
    return x - point.x
  }

  private mutating func put(
    _ character: Character, x: Int, y: Int, style: Style, isContinuation: Bool = false
  ) {
    clearWideNeighbours(x: x, y: y)
    let index = y * size.width + x
    var merged = style
    if merged.background == nil { merged.background = cells[index].style.background }
    cells[index] = Cell(character: character, style: merged, isContinuation: isContinuation)
  }

  /// Overwriting one half of a wide character leaves the other half as a plain space,
  /// so no stray half is ever rendered.
  private mutating func clearWideNeighbours(x: Int, y: Int) {
    let index = y * size.width + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1].character = " "
    }
    if x + 1 < size.width, cells[index + 1].isContinuation {
      cells[index + 1].isContinuation = false
    }
    cells[index].isContinuation = false
  }

  /// Where `text` first appears on one row of the canvas, reading top to bottom and
  /// left to right, or `nil` when it appears nowhere. Tests use it to ask where a view
  /// drew something.
  public func firstPoint(of text: String) -> Point? {
    let wanted = Array(text)
    guard !wanted.isEmpty, wanted.count <= size.width else { return nil }
    for y in 0..<size.height {
      for x in 0...(size.width - wanted.count)
      where wanted.indices.allSatisfy({ self[x + $0, y].character == wanted[$0] }) {
        return Point(x: x, y: y)
      }
    }
    return nil
  }

  /// The canvas as text: one line a row, trailing spaces trimmed.
  public func renderPlain() -> String {
    (0..<size.height).map { row in
      var line = ""
      for x in 0..<size.width where !self[x, row].isContinuation {
        line.append(self[x, row].character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// The canvas as ANSI lines: each row is full width and ends with a style reset.
  public func renderANSILines() -> [String] {
    (0..<size.height).map { row in
      var line = ""
      var current: Style?
      for x in 0..<size.width where !self[x, row].isContinuation {
        let cell = self[x, row]
        if cell.style != current {
          line += cell.style.ansiSequence
          current = cell.style
        }
        line.append(cell.character)
      }
      return line + "\u{1B}[0m"
    }
  }
}

extension Character {
  fileprivate var isControl: Bool {
    unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
