import AppSupport
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

  /// Writes `shelves` whole in place of the last tree, with the platform's atomic writer
  /// (the one chapter 7's state is written with).
  ///
  /// - Throws: `FileWriteError` when the folder cannot be made or written, or when an
  ///   unreadable `shelves.json` is still there (it could not be set aside): it is
  ///   never overwritten.
  public func save(_ shelves: Shelf) throws(FileWriteError) {
    if case .unreadable = read() {
      throw FileWriteError("\(file.path) could not be read nor moved aside; left as it is")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let contents = ShelvesFile(
      version: ShelvesFile.currentVersion, shelves: ShelvesFile.StoredItem(shelves))
    // Strings and arrays of them: encoding cannot fail.
    let data = (try? encoder.encode(contents)) ?? Data()
    try SafeFile.makeFolders(file.deletingLastPathComponent())
    try AtomicFileWriter().write(data, to: file)
  }

  /// The saved tree when it holds exactly `albums` (order aside); otherwise this
  /// workbook's arrangement of them, and why. An unreadable file is set aside.
  public func load(over albums: [Album]) -> ShelvesLoadOutcome {
    let shelves: Shelf
    switch read() {
    case .missing:
      return .arranged(.arrangedByDecade(albums), because: "none saved")
    case .unreadable:
      let kept = SafeFile.setAside(file).map { "kept as \($0.lastPathComponent)" }
      return .arranged(
        .arrangedByDecade(albums),
        because: "shelves.json unreadable, " + (kept ?? "left in place"))
    case .read(let saved):
      shelves = saved
    }
    guard shelves.albums.sorted(by: Self.order) == albums.sorted(by: Self.order) else {
      return .arranged(.arrangedByDecade(albums), because: "saved for other albums")
    }
    return .restored(shelves)
  }
  // snippet.end

  private enum Found {
    case missing, unreadable
    case read(Shelf)
  }

  /// What `shelves.json` holds, read as the platform reads a file the app keeps: a
  /// regular file, no link, bounded in size.
  private func read() -> Found {
    do throws(SafeFileRefusal) {
      let data = try SafeFile.read(file.path, atMost: 16 << 20, followingLinks: false)
      return Self.decoded(data).map(Found.read) ?? .unreadable
    } catch {
      return error == .missing ? .missing : .unreadable
    }
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
