import MVC

// snippet.row
/// One row of an album's table: a title and the album's value for it.
public struct AlbumRow: Hashable, Sendable {
  public let title: String
  public let value: String

  public init(title: String, value: String) {
    self.title = title
    self.value = value
  }
}
// snippet.end

// snippet.extension
/// The decoration: `Album` gains a way to present itself as table rows, without a line
/// of `Album` changing. `Album` lives in another module (`MVC`) that this chapter
/// cannot edit; the extension adds behaviour and no stored property per album.
extension Album {
  /// The rows a table shows for this album: Artist, Album, Genre, Year.
  public func tableRepresentation() -> [AlbumRow] {
    [
      AlbumRow(title: "Artist", value: artist),
      AlbumRow(title: "Album", value: title),
      AlbumRow(title: "Genre", value: genre),
      AlbumRow(title: "Year", value: year),
    ]
  }
}
// snippet.end
