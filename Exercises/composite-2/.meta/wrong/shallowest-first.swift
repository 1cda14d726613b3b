// Mistake: the search goes breadth first, so a shallower album found later wins over
// the first one in outline order.
// Lesson: "first" in a tree means first in the order the outline lists it, depth
// first (chapter 10, the outline).
import Composite
import MVC

func path(toAlbumTitled title: String, in root: any LibraryItem) -> ShelfPath? {
  var level: [(path: ShelfPath, item: any LibraryItem)] = [([], root)]
  while !level.isEmpty {
    var next: [(path: ShelfPath, item: any LibraryItem)] = []
    for (path, item) in level {
      for (index, child) in item.items.enumerated() {
        if (child as? Album)?.title == title { return path + [index] }
        next.append((path + [index], child))
      }
    }
    level = next
  }
  return nil
}
