/// Percent-decoding for the cover's file name, kept out of the views: a view draws
/// what it is handed, and this is a string rule any type might need.
enum PercentDecoding {
  /// `nothing%20like` → `nothing like`; `nil` for a `%` not followed by two hex digits,
  /// or bytes that are not UTF-8. Written here rather than taken from Foundation, whose
  /// import would add about a quarter to a cold build of `chapter-mvc`.
  static func decoded(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var rest = text.utf8[...]
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = rest.popFirst().flatMap(hexValue),
        let low = rest.popFirst().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
