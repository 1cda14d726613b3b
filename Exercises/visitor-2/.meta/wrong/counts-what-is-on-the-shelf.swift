// Mistake: the total is the number of albums standing on the shelf itself, so a shelf
// of shelves says it holds none.
// Lesson: a composite's answer includes everything below it, at any depth.
import Composite
import MVC

struct TotalsOutline: LibraryVisitor {
  private(set) var lines: [String] = []
  private var indent = ""

  mutating func visit(_ album: Album) {
    lines.append(indent + "- " + album.title)
  }

  mutating func visit(_ shelf: Shelf) {
    let count = shelf.items.filter { $0.asAlbum != nil }.count
    lines.append(indent + shelf.title + ": " + (count == 1 ? "1 album" : "\(count) albums"))
    indent += "  "
    for item in shelf.items { item.accept(&self) }
    indent.removeLast(2)
  }
}
