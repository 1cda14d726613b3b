import Composite
import MVC

// Exercise visitor-1 · Albums per artist
//
// Write a visitor of chapter 10's shelves: an operation their types do not carry. The
// task is in Chapters/14-Visitor.md, section Exercises.

/// How many albums of each artist the items it visits hold, at any depth, and how many
/// shelves it met on the way: every shelf, the first one visited and empty ones too.
/// Visiting more items with the same tally adds to what it holds.
struct ArtistTally: LibraryVisitor {
  private(set) var albumsPerArtist: [String: Int] = [:]
  private(set) var shelvesMet = 0

  mutating func visit(_ album: Album) {
    // solution.begin
    albumsPerArtist[album.artist, default: 0] += 1
    // solution.starter
    //>     // TODO: count the album under its artist
    // solution.end
  }

  mutating func visit(_ shelf: Shelf) {
    // solution.begin
    shelvesMet += 1
    for item in shelf.items { item.accept(&self) }
    // solution.starter
    //>     // TODO: count the shelf, then visit what it holds
    // solution.end
  }
}
