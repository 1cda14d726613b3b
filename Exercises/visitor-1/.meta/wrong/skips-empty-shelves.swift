// Mistake: only a shelf with something on it is counted, as if an empty shelf were
// not there.
// Lesson: a visitor is told of every element it is handed; what it does with an empty
// one is its own rule, and this one's rule is "every shelf".
import Composite
import MVC

struct ArtistTally: LibraryVisitor {
  private(set) var albumsPerArtist: [String: Int] = [:]
  private(set) var shelvesMet = 0

  mutating func visit(_ album: Album) {
    albumsPerArtist[album.artist, default: 0] += 1
  }

  mutating func visit(_ shelf: Shelf) {
    if !shelf.items.isEmpty { shelvesMet += 1 }
    for item in shelf.items { item.accept(&self) }
  }
}
