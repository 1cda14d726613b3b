import Foundation
import MVC

// snippet.format
/// What `shelves.json` holds beside chapter 7's `state.json`: the tree of shelves, each
/// album written out whole, so the file says by itself which album stands where.
///
/// ```json
/// {"version": 1, "shelves": {"shelf": {"title": "Library", "items": [
///   {"shelf": {"title": "1990s", "items": [{"album": {"title": "Best of Bowie", …}}]}}]}}}
/// ```
struct ShelvesFile: Codable, Equatable, Sendable {
  static let currentVersion = 1

  var version: Int
  var shelves: StoredItem

  /// One item as the file spells it. The file knows two kinds: an album, and a shelf of
  /// items; any other kind of item is written as a shelf of what it holds.
  indirect enum StoredItem: Codable, Equatable, Sendable {
    case album(title: String, artist: String, genre: String, coverUrl: String, year: String)
    case shelf(title: String, items: [StoredItem])
  }
}
// snippet.end

extension ShelvesFile.StoredItem {
  init(_ item: any LibraryItem) {
    if let album = item as? Album {
      self = .album(
        title: album.title, artist: album.artist, genre: album.genre,
        coverUrl: album.coverUrl, year: album.year)
    } else {
      self = .shelf(title: item.title, items: item.items.map(Self.init))
    }
  }

  var item: any LibraryItem {
    switch self {
    case .album(let title, let artist, let genre, let coverUrl, let year):
      Album(title: title, artist: artist, genre: genre, coverUrl: coverUrl, year: year)
    case .shelf(let title, let items):
      Shelf(title, items.map(\.item))
    }
  }
}

// snippet.store
/// Keeps the tree of shelves in `shelves.json`, in chapter 7's state folder. Chapter 7's
/// `state.json` keeps the albums as before, so the programs of chapters 7 and 8 still
/// read the same folder, and a folder they wrote, with no `shelves.json`, loads here.
public struct ShelvesStore: Sendable {
  /// `shelves.json` in the state folder.
  public let file: URL

  public init(folder: URL) {
    file = folder.appendingPathComponent("shelves.json")
  }

  /// Writes `shelves` whole in place of the last tree (to a new file, then renamed).
  ///
  /// - Throws: `ShelvesSaveError` when an unreadable `shelves.json` is still there (it
  ///   could not be set aside), so that it is never overwritten; or the file system's
  ///   error.
  public func save(_ shelves: Shelf) throws {
    if let data = FileManager.default.contents(atPath: file.path), Self.decoded(data) == nil {
      throw ShelvesSaveError(file: file)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let contents = ShelvesFile(
      version: ShelvesFile.currentVersion, shelves: ShelvesFile.StoredItem(shelves))
    try encoder.encode(contents).write(to: file, options: .atomic)
  }

  /// The saved tree when it holds exactly `albums` (order aside); otherwise this
  /// workbook's arrangement of them, and why.
  public func load(over albums: [Album]) -> ShelvesLoadOutcome {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      return .arranged(.arrangedByDecade(albums), because: "none saved")
    }
    guard let shelves = Self.decoded(data) else {
      let kept = setAside().map { "kept as \($0.lastPathComponent)" } ?? "left in place"
      return .arranged(.arrangedByDecade(albums), because: "shelves.json unreadable, \(kept)")
    }
    guard shelves.albums.sorted(by: Self.order) == albums.sorted(by: Self.order) else {
      return .arranged(.arrangedByDecade(albums), because: "saved for other albums")
    }
    return .restored(shelves)
  }
  // snippet.end

  /// Renames an unreadable file to the first free `shelves.json.bad-N`, so that saving
  /// never overwrites it; `nil` when it cannot be moved.
  private func setAside() -> URL? {
    for number in 1...1000 {
      let kept = file.deletingLastPathComponent().appendingPathComponent(
        "shelves.json.bad-\(number)")
      // moveItem refuses a name that is taken, so no earlier kept file is replaced.
      if (try? FileManager.default.moveItem(at: file, to: kept)) != nil { return kept }
      guard FileManager.default.fileExists(atPath: kept.path) else { return nil }
    }
    return nil
  }

  /// The tree in `data`; `nil` for bytes that are not a `shelves.json` of this version.
  private static func decoded(_ data: Data) -> Shelf? {
    guard let saved = try? JSONDecoder().decode(ShelvesFile.self, from: data),
      saved.version == ShelvesFile.currentVersion
    else { return nil }
    return saved.shelves.item as? Shelf
  }

  private static func order(_ first: Album, _ second: Album) -> Bool {
    first.description < second.description
  }
}

/// An unreadable `shelves.json` that could not be set aside is in the way: saving would
/// lose it.
public struct ShelvesSaveError: Error, CustomStringConvertible {
  public let file: URL
  public var description: String { "\(file.path) could not be read nor moved aside; left as it is" }
}

/// What `ShelvesStore.load(over:)` found.
public enum ShelvesLoadOutcome: Sendable {
  case restored(Shelf)
  /// No tree to restore: the albums, arranged by decade.
  case arranged(Shelf, because: String)

  public var shelves: Shelf {
    switch self {
    case .restored(let shelves), .arranged(let shelves, _): shelves
    }
  }

  /// A few words for the state line.
  public var summary: String {
    switch self {
    case .restored: "shelves restored"
    case .arranged(_, let reason): "shelves arranged by decade (\(reason))"
    }
  }
}
