// Mistake: a shelf takes the outline one level in for its items and never back out, so
// every line after the first shelf is indented too far.
// Lesson: state a visitor changes for a shelf's items it restores after them, in the
// same method.
import Composite
import MVC

struct TotalsOutline: LibraryVisitor {
  private(set) var lines: [String] = []
  private var indent = ""

  mutating func visit(_ album: Album) {
    lines.append(indent + "- " + album.title)
  }

  mutating func visit(_ shelf: Shelf) {
    let count = shelf.albumCount
    lines.append(indent + shelf.title + ": " + (count == 1 ? "1 album" : "\(count) albums"))
    indent += "  "
    for item in shelf.items { item.accept(&self) }
  }
}
