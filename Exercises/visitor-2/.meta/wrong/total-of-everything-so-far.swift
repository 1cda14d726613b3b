// Mistake: the total is every album the outline has visited by the end of the shelf,
// so a second shelf's total also counts the first shelf's albums.
// Lesson: a visitor that gathers across elements must mark where each one starts.
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
    let heading = lines.count
    lines.append("")
    indent += "  "
    for item in shelf.items { item.accept(&self) }
    indent.removeLast(2)
    let count = albumsVisited
    lines[heading] = indent + shelf.title + ": " + (count == 1 ? "1 album" : "\(count) albums")
  }
}
