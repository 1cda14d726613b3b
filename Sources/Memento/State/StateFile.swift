import AppSupport
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
/// Internal: only the memento reads and writes it; the platform's `KeptFormat` adds the
/// version and checks it.
struct StateFile: Codable, Equatable, Sendable {
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
  /// `state.json`'s format: version 1 of the platform's kept format.
  static let format = KeptFormat<StateFile>(version: 1)
}
