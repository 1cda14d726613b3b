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

  mutating func visit(_ album: Album) {
    // TODO: the album's line
  }

  mutating func visit(_ shelf: Shelf) {
    // TODO: the shelf's line with its total, then what it holds, one level in
  }
}
