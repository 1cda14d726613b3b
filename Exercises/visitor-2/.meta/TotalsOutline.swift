import Composite
import MVC

// Exercise visitor-2 · An outline with totals
//
// A visitor that writes a shelf's line before its items, with a number it only knows
// once they are counted. Where the number comes from is your decision; the task is in
// Chapters/14-Visitor.md, section Exercises.

/// The items it visits as an outline with totals: a line `title: N albums` (`1 album`)
/// for each shelf, before the lines of what it holds, N counting its albums at any depth;
/// a line `- title` for each album; each line indented two spaces for each shelf above
/// it, counting from the items visited. Visiting more items adds their lines after.
struct TotalsOutline: LibraryVisitor {
  private(set) var lines: [String] = []
  // solution.begin
  private var indent = ""
  /// Albums visited so far: a shelf's total is how many more there are after its items.
  private var albumsVisited = 0

  mutating func visit(_ album: Album) {
    albumsVisited += 1
    lines.append(indent + "- " + album.title)
  }

  mutating func visit(_ shelf: Shelf) {
    let heading = lines.count
    let before = albumsVisited
    lines.append("")  // the shelf's line, written once its albums are counted
    indent += "  "
    for item in shelf.items { item.accept(&self) }
    indent.removeLast(2)
    let count = albumsVisited - before
    lines[heading] = indent + shelf.title + ": " + (count == 1 ? "1 album" : "\(count) albums")
  }
  // solution.starter
  //>
  //>   mutating func visit(_ album: Album) {
  //>     // TODO: the album's line
  //>   }
  //>
  //>   mutating func visit(_ shelf: Shelf) {
  //>     // TODO: the shelf's line with its total, then what it holds, one level in
  //>   }
  // solution.end
}
