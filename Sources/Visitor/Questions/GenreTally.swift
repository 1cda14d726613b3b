import Composite
import MVC

// snippet.genreTally
/// How many albums of each genre the items it visits hold, at any depth: a question
/// chapter 10's items do not carry (they know which genres, not how many of each).
public struct GenreTally: LibraryVisitor {
  /// Each genre met, and how many albums were of it.
  public private(set) var albumsPerGenre: [String: Int] = [:]

  public init() {}

  public mutating func visit(_ album: Album) {
    albumsPerGenre[album.genre, default: 0] += 1
  }

  public mutating func visit(_ shelf: Shelf) {
    visitItems(of: shelf)
  }
}
// snippet.end

extension GenreTally {
  /// "Pop 2 · Rock 1": the most albums first, a tie in the genres' order; "no albums"
  /// for none.
  public var summary: String {
    let genres = albumsPerGenre.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    guard !genres.isEmpty else { return "no albums" }
    return genres.map { "\($0.key) \($0.value)" }.joined(separator: " · ")
  }
}
