/// The eight colours every terminal has, plus gray, plus any 24-bit colour (what an
/// image's pixels need; terminals without it show the nearest they have).
public enum Color: Hashable, Sendable {
  case black, red, green, yellow, blue, magenta, cyan, white, gray
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  var foregroundCode: String {
    if case .rgb(let red, let green, let blue) = self { return "38;2;\(red);\(green);\(blue)" }
    return String(basicCode)
  }

  var backgroundCode: String {
    if case .rgb(let red, let green, let blue) = self { return "48;2;\(red);\(green);\(blue)" }
    return String(basicCode + 10)
  }

  /// The foreground code of the sixteen-colour palette (39, the default, for `rgb`).
  private var basicCode: Int {
    switch self {
    case .black: 30
    case .red: 31
    case .green: 32
    case .yellow: 33
    case .blue: 34
    case .magenta: 35
    case .cyan: 36
    case .white: 37
    case .gray: 90
    case .rgb: 39
    }
  }
}

/// How a cell looks: colours and attributes. `nil` colours mean "the terminal's own".
public struct Style: Hashable, Sendable {
  public var foreground: Color?
  public var background: Color?
  public var isBold: Bool
  public var isDim: Bool
  public var isInverse: Bool

  public static let plain = Style()

  public init(
    foreground: Color? = nil, background: Color? = nil,
    isBold: Bool = false, isDim: Bool = false, isInverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isInverse = isInverse
  }

  /// The SGR escape sequence that switches a terminal to this style from a reset state.
  var ansiSequence: String {
    var codes = ["0"]
    if isBold { codes.append("1") }
    if isDim { codes.append("2") }
    if isInverse { codes.append("7") }
    if let foreground { codes.append(foreground.foregroundCode) }
    if let background { codes.append(background.backgroundCode) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
