// Given: the screen's side of the library, written for this exercise. Do not edit
// this file.
import MVC

// No `import Singleton`: in this file `PersistencyManager` is not even a word. The
// screen deletes and undoes through the facade alone.

/// A screen of album titles with two keys: one deletes an album, `u` undoes the last
/// delete.
@MainActor
final class ShelfController {
  private let library: MusicLibrary
  /// The screen's status line.
  private(set) var status = ""

  init(library: MusicLibrary) {
    self.library = library
  }

  /// What the shelf shows.
  var titles: [String] {
    library.albums.map(\.title)
  }

  func deletePressed(at index: Int) {
    guard library.albums.indices.contains(index) else {
      status = "Nothing to delete there"
      return
    }
    let title = library.albums[index].title
    do {
      try library.deleteAlbum(at: index)
      status = "Deleted “\(title)” · u undoes"
    } catch {
      status = "Nothing deleted: \(error)"
    }
  }

  func undoPressed() {
    status = library.restoreLastDeleted() ? "Restored" : "Nothing to undo"
  }
}
