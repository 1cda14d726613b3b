import ExerciseSupport
import Foundation
import MVC
import Singleton
import TemplateMethod
import XCTest

@testable import Facade

/// What the import tests share: files written for the test, libraries over plain
/// storage, and albums generated with the characters a CSV or a JSON writer must take
/// care of. The writers here share no code with the chapter's readers.
enum ImportFiles {
  /// A facade over `albums`, offline.
  static func library(holding albums: [Album] = []) -> Facade.LibraryAPI {
    let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
    for index in library.albums.indices.reversed() { _ = try? library.deleteAlbum(at: index) }
    for album in albums { _ = try? library.addAlbum(album, at: library.albums.count) }
    return library
  }

  /// Writes `text` to a file called `name` in a folder of its own, and gives its path.
  static func write(_ text: String, named name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("template-method-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// A field as RFC 4180 writes it: quoted, quotes doubled, when it holds a comma, a
  /// quote or a blank at either end; else as it is.
  static func csvField(_ text: String) -> String {
    let needsQuotes =
      text.contains(",") || text.contains("\"") || text.first?.isWhitespace == true
      || text.last?.isWhitespace == true
    return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
  }

  static func csvLine(_ album: Album) -> String {
    [album.title, album.artist, album.genre, album.year, album.coverUrl].map(csvField)
      .joined(separator: ",")
  }

  /// Names with what the formats must carry: commas, quotes, blanks, accents, scripts
  /// beyond ASCII, and names that coincide whatever their case.
  static let names = [
    "Hunky Dory", "hunky dory", "Songs of Love, and Hate", "The \"Grey\" Album", "Ænima",
    "東京", "Ça ira", " Heroes", "a,b,\"c\"", "Z", "1984", "Low",
  ]

  /// An album whose fields pass the import's checks.
  static let goodAlbum = Generators.zip(
    Generators.zip(Generators.element(of: names), Generators.element(of: names)),
    Generators.zip(
      Generators.element(of: ["Pop", "Rock", "Folk, acoustic", "Électro"]),
      Generators.zip(
        Generators.element(of: ["", "/covers/a.png", "/c/\"q\".png"]),
        Generators.int(in: 1950...2029)))
  ).map { names, rest in
    Album(
      title: names.0, artist: names.1, genre: rest.0, coverUrl: rest.1.0, year: String(rest.1.1))
  }

  /// What the import should make of `album`: its fields trimmed.
  static func trimmed(_ album: Album) -> Album {
    func trim(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
    return Album(
      title: trim(album.title), artist: trim(album.artist), genre: trim(album.genre),
      coverUrl: trim(album.coverUrl), year: trim(album.year))
  }

  /// The albums of `albums` the import keeps, worked out plainly: each first of its
  /// lower-cased title and artist, and none the library has.
  static func expectedKept(_ albums: [Album], besides library: [Album]) -> [Album] {
    var kept: [Album] = []
    for album in albums.map(trimmed) {
      let same = { (other: Album) in
        other.title.lowercased() == album.title.lowercased()
          && other.artist.lowercased() == album.artist.lowercased()
      }
      if !library.contains(where: same) && !kept.contains(where: same) { kept.append(album) }
    }
    return kept
  }
}
