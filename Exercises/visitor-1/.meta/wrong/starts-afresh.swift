// Mistake: the first shelf visited empties the tally before counting, so a tally that
// visits several items in turn keeps only the last one's albums.
// Lesson: a visitor's state is what it has gathered so far; it is its user who makes a
// new one for a new question.
import Composite
import MVC

struct ArtistTally: LibraryVisitor {
  private(set) var albumsPerArtist: [String: Int] = [:]
  private(set) var shelvesMet = 0
  private var depth = 0

  mutating func visit(_ album: Album) {
    albumsPerArtist[album.artist, default: 0] += 1
  }

  mutating func visit(_ shelf: Shelf) {
    if depth == 0 { (albumsPerArtist, shelvesMet) = ([:], 0) }
    shelvesMet += 1
    depth += 1
    for item in shelf.items { item.accept(&self) }
    depth -= 1
  }
}
