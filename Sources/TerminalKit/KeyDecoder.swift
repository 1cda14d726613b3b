/// Turns the terminal's reads into keys, one read after another. A read ends wherever
/// the terminal's buffer did, so a mouse report can arrive cut in two; the decoder keeps
/// an unfinished report's start and decodes it whole when the rest arrives, instead of
/// losing the click. (A cut right after the escape byte still loses it: a lone escape
/// is the Escape key, sent at once rather than held on the chance that more follows.)
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[<0;5".utf8))   // [] — kept
/// decoder.decode(Array(";6M".utf8))           // [.click(Point(x: 4, y: 5))]
/// ```
public struct KeyDecoder: Sendable {
  /// The start of an escape sequence that the last read cut off.
  private var unfinished: [UInt8] = []

  /// The longest start kept: a real report is far shorter, so longer is garbage.
  static let longestUnfinishedReport = 32

  public init() {}

  /// The keys of `bytes`, read after everything given before.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    let input = unfinished + bytes
    let cut = Self.startOfUnfinishedReport(in: input) ?? input.count
    unfinished = Array(input[cut...])
    return Key.decode(Array(input[..<cut]))
  }

  /// Where a mouse report that has not ended yet begins at the end of `input`: `ESC [`
  /// or `ESC [ <` and then only digits and semicolons. A lone escape is the Escape key
  /// and is never held back.
  static func startOfUnfinishedReport(in input: [UInt8]) -> Int? {
    guard let start = input.lastIndex(of: 0x1B) else { return nil }
    let tail = input[start...]
    guard tail.count >= 2, tail.count <= longestUnfinishedReport,
      input[start + 1] == 0x5B  // [
    else { return nil }
    guard tail.count > 2 else { return start }
    return input[start + 2] == 0x3C && tail.dropFirst(3).allSatisfy(Key.isMouseReportParameter)
      ? start : nil
  }
}
