// Mistake: the shelf's line is written once its albums are counted, after them, so the
// outline reads upside down.
// Lesson: a visitor decides what it does before and after a shelf's items; what it
// learns after them can still go in a line written before (chapter 14, the export).
import Composite
import MVC

struct TotalsOutline: LibraryVisitor {
  private(set) var lines: [String] = []
  private var indent = ""
  private var albumsVisited = 0

  mutating func visit(_ album: Album) {
    albumsVisited += 1
    lines.append(indent + "- " + album.title)
  }

  mutating func visit(_ shelf: Shelf) {
    let before = albumsVisited
    indent += "  "
    for item in shelf.items { item.accept(&self) }
    indent.removeLast(2)
    let count = albumsVisited - before
    lines.append(indent + shelf.title + ": " + (count == 1 ? "1 album" : "\(count) albums"))
  }
}
