// Mistake: the search goes down only through items it can cast to Shelf, so an album
// inside any other kind of item (a box set) is never found.
// Lesson: clients walk the tree through the component's `items`, never asking which
// kind they hold (chapter 10, the outline).
import Composite
import MVC

func path(toAlbumTitled title: String, in root: any LibraryItem) -> ShelfPath? {
  for (index, item) in root.items.enumerated() {
    if (item as? Album)?.title == title { return [index] }
    if let shelf = item as? Shelf, let rest = path(toAlbumTitled: title, in: shelf) {
      return [index] + rest
    }
  }
  return nil
}
