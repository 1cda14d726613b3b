// Mistake: undo forgets where the album stood and puts it back at the end, so the list
// after an undo is not the list before the delete.
// Lesson: what a facade remembers for undo is its own state, and it must be enough to
// put things back as they were (chapter 3, the facade keeps what its callers need not).
import MVC
import Singleton

/// The facade of the album library: the albums, delete, and undo for deletes. How
/// albums are kept, and what it remembers to undo, is its own business.
final class MusicLibrary {
  private let storage: PersistencyManager
  /// Each deleted album with the index it was deleted from, newest last.
  private var deletions: [(album: Album, index: Int)] = []

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
    let album: Album
    do {
      album = try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    deletions.append((album, index))
  }

  /// Puts the most recently deleted album back at the index it was deleted from.
  /// Several deletes come back newest first, one per call.
  ///
  /// - Returns: whether there was a deleted album to put back.
  func restoreLastDeleted() -> Bool {
    guard let last = deletions.popLast() else { return false }
    do {
      try storage.add(last.album, at: storage.albums.count)
    } catch {
      preconditionFailure("the end of the list cannot be refused: \(error)")
    }
    return true
  }
}
