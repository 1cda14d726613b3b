// Mistake: a shelf's items are told apart with casts to Album and Shelf, so a kind of
// item written later (a box set, a single) is passed over in silence.
// Lesson: accept lets each item choose the method it is visited by; a cast can only
// find the kinds its writer listed (chapter 14, "Double dispatch in Swift").
import Composite
import MVC

struct ArtistTally: LibraryVisitor {
  private(set) var albumsPerArtist: [String: Int] = [:]
  private(set) var shelvesMet = 0

  mutating func visit(_ album: Album) {
    albumsPerArtist[album.artist, default: 0] += 1
  }

  mutating func visit(_ shelf: Shelf) {
    shelvesMet += 1
    for item in shelf.items {
      if let album = item as? Album {
        visit(album)
      } else if let inner = item as? Shelf {
        visit(inner)
      }
    }
  }
}
