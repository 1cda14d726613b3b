// snippet.album
/// One album of the library: plain data that knows nothing of how it is shown.
///
/// A value type: copying an album copies its fields, so a view or a controller can
/// never change the library's album behind its back.
public struct Album: Hashable, Sendable {
  public var title: String
  public var artist: String
  public var genre: String
  /// Where the cover image lives, as the server spells it.
  public var coverUrl: String
  public var year: String

  public init(title: String, artist: String, genre: String, coverUrl: String, year: String) {
    self.title = title
    self.artist = artist
    self.genre = genre
    self.coverUrl = coverUrl
    self.year = year
  }
}
// snippet.end

extension Album {
  /// The first album of the library, and the one chapter 1 shows. Chapter 2 brings the
  /// other four.
  public static let bestOfBowie = Album(
    title: "Best of Bowie", artist: "David Bowie", genre: "Pop",
    coverUrl: "/static/thumbs/album/album_david%20bowie_best%20of%20bowie.png", year: "1992")
}

// snippet.description
extension Album: CustomStringConvertible {
  /// Every field, labelled: what the Facade chapter posts to the server.
  public var description: String {
    "title: \(title), artist: \(artist), genre: \(genre), coverUrl: \(coverUrl), year: \(year)"
  }
}
// snippet.end
