import MVC

// snippet.format
/// What `shelves.json` holds beside chapter 7's `state.json`: the tree of shelves, each
/// album written out whole, so the file says by itself which album stands where. The
/// platform's `KeptFormat` adds the version.
///
/// ```json
/// {"version": 1, "shelves": {"shelf": {"title": "Library", "items": [
///   {"shelf": {"title": "1990s", "items": [{"album": {"title": "Best of Bowie", …}}]}}]}}}
/// ```
struct ShelvesFile: Codable, Equatable, Sendable {
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
    if let album = item.asAlbum {
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
