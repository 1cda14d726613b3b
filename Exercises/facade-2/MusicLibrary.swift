import MVC
import Singleton

// Exercise facade-2 · Undo behind the door
//
// The screen wants an undo key for deletes. Only the facade knows where albums are
// kept, so only the facade can put one back: teach it to, without the screen
// learning anything new. The task is in Chapters/03-Facade.md, section Exercises.

/// The facade of the album library: the albums, delete, and undo for deletes. How
/// albums are kept, and what it remembers to undo, is its own business.
final class MusicLibrary {
  private let storage: PersistencyManager
  // TODO: `deletions`, where the facade remembers what was deleted, for its eyes only.

  init(albums: [Album] = PersistencyManager.tutorialAlbums) {
    storage = PersistencyManager(albums: albums)
  }

  /// The albums, in order.
  var albums: [Album] {
    storage.albums
  }

  /// Deletes the album at `index`, and remembers it so that it can come back.
  ///
  /// - Throws: `LibraryError.noSuchIndex` when there is no album at `index`; nothing
  ///   is deleted or remembered then. The storage's own error stays behind the door.
  func deleteAlbum(at index: Int) throws(LibraryError) {
    do {
      try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    // TODO: remember the deleted album and where it stood.
  }

  /// Puts the most recently deleted album back at the index it was deleted from.
  /// Several deletes come back newest first, one per call.
  ///
  /// - Returns: whether there was a deleted album to put back.
  func restoreLastDeleted() -> Bool {
    // TODO: put the newest deleted album back where it was, and say whether there was one.
    false
  }
}
