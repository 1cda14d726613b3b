// Mistake: an album is told apart by a cast to Album, so a kind of leaf written later
// (a single that is one album) is never found.
// Lesson: a client that casts knows only the kinds there were; the component answers
// the question itself (`asAlbum`), and each kind, old or new, answers for itself
// (chapter 10, casting in clients).
import Composite
import MVC

/// The path of the first album titled `title` under `root`, depth first: the index on
/// `root`, then on the item found there, and so on; `nil` when there is none.
func path(toAlbumTitled title: String, in root: any LibraryItem) -> ShelfPath? {
  for (index, item) in root.items.enumerated() {
    if (item as? Album)?.title == title { return [index] }
    if let rest = path(toAlbumTitled: title, in: item) { return [index] + rest }
  }
  return nil
}
