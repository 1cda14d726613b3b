/// Mouse input: the terminal reports clicks in the xterm SGR 1006 encoding while the
/// application runs interactively (`Terminal.enterScreen` switches reporting on and
/// `TerminalSignals.restoreNow()`, used on every way out, switches it off), and `--keys`
/// names a click `click:X,Y`.
extension Key {
  /// The `--keys` name of a click: `click:X,Y`, 0-based column and row on the screen.
  static let clickNamePrefix = "click:"

  /// `click:12,3` → a click at column 12, row 3; `nil` for any other name.
  init?(clickName name: String) {
    guard name.hasPrefix(Key.clickNamePrefix) else { return nil }
    let numbers = name.dropFirst(Key.clickNamePrefix.count).split(
      separator: ",", omittingEmptySubsequences: false)
    guard numbers.count == 2, let x = Int(numbers[0]), let y = Int(numbers[1]), x >= 0, y >= 0
    else { return nil }
    self = .click(Point(x: x, y: y))
  }

  /// Reads one SGR mouse report, `ESC [ < button ; column ; row M` (press) or `…m`
  /// (release), starting at `index`.
  ///
  /// - Returns: `nil` when the bytes there are not a complete report. Otherwise the
  ///   report's length and the key it means: a click for a left-button press, `nil`
  ///   for what the app does not use (releases, other buttons, the wheel, motion).
  static func decodeMouseReport(_ bytes: [UInt8], at index: Int) -> (Key?, Int)? {
    let introducer: [UInt8] = [0x1B, 0x5B, 0x3C]  // ESC [ <
    guard bytes.count - index > introducer.count,
      Array(bytes[index..<index + introducer.count]) == introducer
    else { return nil }
    // Digits and semicolons, then the final M or m.
    var end = index + introducer.count
    while end < bytes.count, isMouseReportParameter(bytes[end]) {
      end += 1
    }
    guard end < bytes.count, bytes[end] == 0x4D || bytes[end] == 0x6D else { return nil }
    let fields = bytes[(index + introducer.count)..<end].split(
      separator: 0x3B, omittingEmptySubsequences: false
    ).map { Int(String(decoding: $0, as: UTF8.self)) }
    let length = end + 1 - index
    guard fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2],
      column >= 1, row >= 1
    else { return (nil, length) }
    // Bits 2–4 are Shift, Meta and Ctrl; the rest must say "left button" (0), not
    // another button, motion (32) or the wheel (64).
    let isLeftPress = bytes[end] == 0x4D && button & ~0b1_1100 == 0
    return (isLeftPress ? .click(Point(x: column - 1, y: row - 1)) : nil, length)
  }

  /// A byte of a mouse report's fields: a digit or the `;` between them.
  static func isMouseReportParameter(_ byte: UInt8) -> Bool {
    byte == 0x3B || (0x30...0x39).contains(byte)
  }
}
