import Foundation
import MVC

// snippet.format
/// What `state.json` holds, version 1: the tutorial's saved state (the albums of
/// `albums.bin`, the index of `currentAlbumIndex`) plus the scroller's position.
///
/// ```json
/// {"version": 1, "currentAlbumIndex": 2, "scrollerIndex": 2,
///  "albums": [{"title": "…", "artist": "…", "genre": "…", "cover_url": "…", "year": "…"}]}
/// ```
///
/// Internal: only the memento reads and writes it.
struct StateFile: Codable, Equatable, Sendable {
  /// The newest version this program writes and reads. A later program that changes
  /// the format raises it; this one then refuses its files rather than guessing.
  static let currentVersion = 1

  var version: Int
  /// `nil` when there are no albums.
  var currentAlbumIndex: Int?
  /// The view the cover strip centres; `nil` when there are no albums.
  var scrollerIndex: Int?
  var albums: [StoredAlbum]
}

/// One album as the file spells it: the tutorial's archive keys.
struct StoredAlbum: Codable, Equatable, Sendable {
  var title: String
  var artist: String
  var genre: String
  var coverUrl: String
  var year: String

  enum CodingKeys: String, CodingKey {
    case title, artist, genre, year
    case coverUrl = "cover_url"
  }
}
// snippet.end

extension StoredAlbum {
  init(_ album: Album) {
    self.init(
      title: album.title, artist: album.artist, genre: album.genre, coverUrl: album.coverUrl,
      year: album.year)
  }

  var album: Album {
    Album(title: title, artist: artist, genre: genre, coverUrl: coverUrl, year: year)
  }
}

extension StateFile {
  /// The file's bytes: sorted keys, so the same state always gives the same bytes.
  func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, integers and arrays of them: encoding cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Reads a state file, version first, so a newer file is named for what it is.
  ///
  /// - Throws: `StateFileProblem` for an empty, unreadable or newer file.
  static func decoded(from data: Data) throws(StateFileProblem) -> StateFile {
    guard !data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) else { throw .empty }
    let decoder = JSONDecoder()
    struct VersionOnly: Decodable { var version: Int }
    let version: Int
    do {
      version = try decoder.decode(VersionOnly.self, from: data).version
    } catch {
      throw .unreadable(Self.reason(error, in: data))
    }
    guard version <= currentVersion else { throw .newerVersion(version) }
    guard version >= 1 else { throw .unreadable("version \(version) does not exist") }
    do {
      return try decoder.decode(StateFile.self, from: data)
    } catch {
      throw .unreadable(Self.reason(error, in: data))
    }
  }

  /// A decoding error in a few words: which field and what is wrong with it, or that
  /// the JSON itself is broken.
  private static func reason(_ error: any Error, in data: Data) -> String {
    let notJSON = "not valid JSON (broken or cut short)"
    guard let error = error as? DecodingError else { return notJSON }
    switch error {
    case .keyNotFound(let key, _): return "no \(key.stringValue)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      // The file's top level is the one value with no name.
      let field = name(context.codingPath)
      return field.isEmpty ? "not a JSON object" : "\(field) has the wrong type"
    case .dataCorrupted(let context):
      if !context.codingPath.isEmpty { return "\(name(context.codingPath)) cannot be read" }
      // Foundation on Linux reports a number such as 1.5 where an `Int` belongs as
      // JSON that is not valid, with no field: find the field itself.
      return numberThatIsNotWhole(in: data) ?? notJSON
    @unknown default: return notJSON
    }
  }

  /// What is wrong with the first of the file's number fields that holds a number
  /// but no `Int`; `nil` when there is none, or the file is no JSON object.
  private static func numberThatIsNotWhole(in data: Data) -> String? {
    struct Numbers: Decodable {
      var version, currentAlbumIndex, scrollerIndex: Double?
    }
    guard let numbers = try? JSONDecoder().decode(Numbers.self, from: data) else { return nil }
    let fields = [
      ("version", numbers.version), ("currentAlbumIndex", numbers.currentAlbumIndex),
      ("scrollerIndex", numbers.scrollerIndex),
    ]
    for case (let field, let value?) in fields {
      if value.rounded() != value { return "\(field) is not a whole number" }
      if Int(exactly: value) == nil { return "\(field) is too large" }
    }
    return nil
  }

  private static func name(_ path: [any CodingKey]) -> String {
    path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}

/// Why a state file could not be restored. The store keeps such a file aside.
public enum StateFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing but white space, or no bytes at all (a crash while it was created).
  case empty
  /// Broken, cut short, or missing a field.
  case unreadable(String)
  /// Written by a later version of the program.
  case newerVersion(Int)
  /// A folder, a device, or far larger than any state this program writes.
  case notAStateFile(String)
  /// A file, or the folder it is in, that this user cannot read, and the system's
  /// reason.
  case cannotRead(String)

  public var description: String {
    switch self {
    case .empty: "it is empty"
    case .unreadable(let reason): "it is unreadable: \(reason)"
    case .newerVersion(let version):
      "it is version \(version), newer than this program's \(StateFile.currentVersion)"
    case .notAStateFile(let reason): "it is not a state file: \(reason)"
    case .cannotRead(let reason): "it cannot be read: \(reason)"
    }
  }
}
