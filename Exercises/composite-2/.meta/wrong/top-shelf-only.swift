// Mistake: only the outermost shelf is searched, so an album on a shelf inside it is
// never found.
// Lesson: a composite's question is answered at any depth, by asking each item in
// turn (chapter 10, the composite).
import Composite
import MVC

func path(toAlbumTitled title: String, in root: any LibraryItem) -> ShelfPath? {
  root.items.firstIndex { ($0 as? Album)?.title == title }.map { [$0] }
}
