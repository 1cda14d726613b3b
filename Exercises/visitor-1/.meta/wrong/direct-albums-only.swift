// Mistake: a shelf counts the albums it holds directly and never visits its inner
// shelves, so the albums below them are never counted.
// Lesson: the shelves leave the descent to the visitor; a visit(_: Shelf) that wants
// what is inside must have each item accept it (chapter 14, "The hook").
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
    for item in shelf.items { if let album = item.asAlbum { visit(album) } }
  }
}
