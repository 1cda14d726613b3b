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
    // TODO: count the album under its artist
  }

  mutating func visit(_ shelf: Shelf) {
    // TODO: count the shelf, then visit what it holds
  }
}
