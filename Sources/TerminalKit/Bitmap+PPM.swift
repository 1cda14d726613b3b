/// Why bytes are not a picture `Bitmap(ppm:)` can read.
public enum PPMError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file does not start with `P6`.
  case notPPM
  /// The header's width, height or maximum value is missing or not a number.
  case malformedHeader(String)
  /// A maximum value other than 1 to 255 (two-byte samples are not read).
  case unsupportedMaximum(Int)
  /// More pixels than `Bitmap.maximumPixels`.
  case tooLarge(width: Int, height: Int)
  /// Fewer pixel bytes than the header promised.
  case truncated(expected: Int, found: Int)

  public var description: String {
    switch self {
    case .notPPM: "not a PPM (P6) image"
    case .malformedHeader(let reason): "malformed PPM header: \(reason)"
    case .unsupportedMaximum(let value): "unsupported PPM maximum value \(value)"
    case .tooLarge(let width, let height): "image too large (\(width)x\(height))"
    case .truncated(let expected, let found):
      "truncated image: \(found) of \(expected) pixel bytes"
    }
  }
}

extension Bitmap {
  /// The most pixels `init(ppm:)` accepts: far more than a cover needs, far less than
  /// a hostile header could ask for.
  public static let maximumPixels = 1024 * 1024

  // snippet.ppm
  /// Reads a binary PPM (`P6`): the header `P6 WIDTH HEIGHT MAXVAL`, separated by
  /// whitespace (with `#` comments), one more whitespace byte, then three bytes a
  /// pixel. Bytes after the last pixel are ignored.
  ///
  /// - Throws: `PPMError` saying what is wrong; it never traps on bad input.
  public init(ppm bytes: [UInt8]) throws(PPMError) {
    var reader = PPMHeaderReader(bytes: bytes)
    guard reader.next() == "P6" else { throw .notPPM }
    let width = try reader.number("width")
    let height = try reader.number("height")
    let maximum = try reader.number("maximum value")
    guard (1...255).contains(maximum) else { throw .unsupportedMaximum(maximum) }
    guard width > 0, height > 0 else { throw .malformedHeader("size \(width)x\(height)") }
    guard width <= Self.maximumPixels / height else {
      throw .tooLarge(width: width, height: height)
    }
    let start = reader.position + 1  // the one whitespace byte after the maximum
    let expected = width * height * 3
    let found = max(0, min(bytes.count - start, expected))
    guard found == expected else { throw .truncated(expected: expected, found: found) }
    let scale = { (sample: UInt8) in UInt8(min(255, Int(sample) * 255 / maximum)) }
    let pixels = (0..<(width * height)).map { index in
      let offset = start + index * 3
      return Pixel(
        red: scale(bytes[offset]), green: scale(bytes[offset + 1]), blue: scale(bytes[offset + 2]))
    }
    self.init(width: width, height: height, pixels: pixels)
  }
  // snippet.end
}

/// Reads the whitespace-separated words of a PPM header, skipping `#` comments.
private struct PPMHeaderReader {
  let bytes: [UInt8]
  /// Just past the last word read.
  var position = 0

  /// The next word, or `nil` at the end of the bytes.
  mutating func next() -> String? {
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "#") {
        while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
      } else if Self.isSpace(bytes[position]) {
        position += 1
      } else {
        break
      }
    }
    let start = position
    while position < bytes.count && !Self.isSpace(bytes[position]) {
      position += 1
    }
    return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
  }

  mutating func number(_ name: String) throws(PPMError) -> Int {
    guard let word = next() else { throw .malformedHeader("no \(name)") }
    guard let value = Int(word), value >= 0 else {
      throw .malformedHeader("\(name) '\(word)' is not a number")
    }
    return value
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
