// Wrong design: only the outermost shelf is searched. It breaks the lesson that a
// composite's question is answered at any depth, by asking each item in turn.
import Composite
import MVC

func path(toAlbumTitled title: String, in root: any LibraryItem) -> ShelfPath? {
  root.items.firstIndex { ($0 as? Album)?.title == title }.map { [$0] }
}
