import Foundation

// snippet.format
/// The format every kept file of the app has: a JSON object holding `Contents`' fields
/// and a `version`, written pretty-printed with sorted keys (the same contents always
/// give the same bytes) and read version first, so that a file from a later program is
/// named for what it is instead of being misread (`JSONDecoder` ignores keys it does
/// not know).
///
/// ```swift
/// let format = KeptFormat<OrderFile>(version: 1)
/// let bytes = format.encoded(OrderFile(order: "title"))  // {"order" : "title", "version" : 1}
/// let back = try format.decoded(bytes)
/// ```
public struct KeptFormat<Contents: Codable>: Sendable {
  /// The newest version this program writes and reads. A later program that changes the
  /// format raises it; this one then refuses its files rather than guessing.
  public let version: Int

  public init(version: Int) {
    self.version = version
  }

  /// `contents` as the file's bytes, `version` beside its fields.
  public func encoded(_ contents: Contents) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and arrays of them: encoding cannot fail.
    return (try? encoder.encode(Versioned(version: version, contents: contents))) ?? Data()
  }

  /// The contents of a file, version first.
  ///
  /// - Throws: `KeptFileProblem` for bytes that are empty, broken, cut short, of a
  ///   newer version, or missing a field (named, with what is wrong with it).
  public func decoded(_ data: Data) throws(KeptFileProblem) -> Contents {
    guard !data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) else { throw .empty }
    let found: Int
    do {
      found = try JSONDecoder().decode(VersionOnly.self, from: data).version
    } catch {
      throw .unreadable(DecodingProblem.reason(error, in: data))
    }
    guard found <= version else { throw .newerVersion(found, newest: version) }
    guard found >= 1 else { throw .unreadable("version \(found) does not exist") }
    do {
      return try JSONDecoder().decode(Contents.self, from: data)
    } catch {
      throw .unreadable(DecodingProblem.reason(error, in: data))
    }
  }
  // snippet.end
}

/// A file's version and nothing else, read before its contents.
private struct VersionOnly: Decodable {
  var version: Int
}

/// `Contents`' fields and `version` in one JSON object: the contents encode their own
/// fields, then the version is added to the same object.
private struct Versioned<Contents: Encodable>: Encodable {
  let version: Int
  let contents: Contents

  private enum Key: String, CodingKey { case version }

  func encode(to encoder: any Encoder) throws {
    try contents.encode(to: encoder)
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(version, forKey: .version)
  }
}
