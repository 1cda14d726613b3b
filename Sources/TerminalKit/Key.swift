/// A key press, decoded from the terminal's bytes or named on the command line.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case left, right, up, down
  case enter, escape, tab, space, backspace
  /// Ctrl-C: in raw mode the terminal sends it as a byte, not a signal.
  case interrupt
  /// Ctrl-Z, which raw mode also delivers as a byte: the application stops, as a shell's
  /// job control expects.
  case suspend
  case character(Character)
  /// A press of the left mouse button on a cell of the screen (0-based column and row,
  /// as in `Canvas`): what a tap is on iOS. See `Key+Mouse.swift`.
  case click(Point)

  /// The names `--keys` accepts, besides single characters.
  public static let names: [String: Key] = [
    "left": .left, "right": .right, "up": .up, "down": .down,
    "enter": .enter, "esc": .escape, "tab": .tab, "space": .space, "backspace": .backspace,
  ]

  /// The key a name stands for: one of `names`, or a single character.
  public init?(name: String) {
    if let click = Key(clickName: name) {
      self = click
    } else if let key = Key.names[name] {
      self = key
    } else if name.count == 1, let character = name.first, !character.isWhitespace {
      self = .character(character)
    } else {
      return nil
    }
  }

  public var description: String {
    if case .character(let character) = self { return String(character) }
    if self == .interrupt { return "ctrl-c" }
    if case .click(let point) = self { return "click:\(point.x),\(point.y)" }
    if self == .suspend { return "ctrl-z" }
    return Key.names.first { $0.value == self }?.key ?? "?"
  }

  /// Decodes one read's worth of terminal input. Arrow keys arrive as escape
  /// sequences (`ESC [ A` or `ESC O A`); an escape alone is the Escape key.
  public static func decode(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let (click, length) = Key.decodeMouseReport(bytes, at: index) {
        keys += click.map { [$0] } ?? []
        index += length
        continue
      }
      if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F
      {
        let arrows: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left]
        if let arrow = arrows[bytes[index + 2]] { keys.append(arrow) }
        index += 3
        // Skip the rest of any longer sequence (function keys, modifiers).
        while index < bytes.count, bytes[index - 1] < 0x40 || bytes[index - 1] > 0x7E {
          index += 1
        }
        continue
      }
      switch byte {
      case 0x1B: keys.append(.escape)
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x09: keys.append(.tab)
      case 0x20: keys.append(.space)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x03: keys.append(.interrupt)
      case 0x1A: keys.append(.suspend)
      case 0x00..<0x20: break
      default:
        // A UTF-8 sequence: its length comes from the lead byte.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        let end = min(bytes.count, index + length)
        if let character = String(validating: bytes[index..<end], as: UTF8.self)?.first {
          keys.append(.character(character))
        }
        index = end
        continue
      }
      index += 1
    }
    return keys
  }
}
