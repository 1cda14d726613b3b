import Composite
import MVC

// Exercise composite-2 · Find an album at any depth
//
// Walk a tree of library items and say where an album is. The task is in
// Chapters/10-Composite.md, section Exercises.

/// The path of the first album titled `title` under `root`, depth first: the index on
/// `root`, then on the item found there, and so on; `nil` when there is none.
func path(toAlbumTitled title: String, in root: any LibraryItem) -> ShelfPath? {
  // solution.begin
  for (index, item) in root.items.enumerated() {
    if item.asAlbum?.title == title { return [index] }
    if let rest = path(toAlbumTitled: title, in: item) { return [index] + rest }
  }
  return nil
  // solution.starter
  //>   nil  // TODO: look at each item, and inside it
  // solution.end
}
