// Mistake: an item that holds nothing is taken for an album, so an empty shelf with the
// title is "found".
// Lesson: "holds no items" is what a leaf answers, not what makes one; the component's
// questions say how to walk the tree, and `asAlbum` says what an item is, where the
// question is "is this an album?" (chapter 10, the component).
import Composite
import MVC

/// The path of the first album titled `title` under `root`, depth first: the index on
/// `root`, then on the item found there, and so on; `nil` when there is none.
func path(toAlbumTitled title: String, in root: any LibraryItem) -> ShelfPath? {
  for (index, item) in root.items.enumerated() {
    if item.items.isEmpty && item.title == title { return [index] }
    if let rest = path(toAlbumTitled: title, in: item) { return [index] + rest }
  }
  return nil
}
