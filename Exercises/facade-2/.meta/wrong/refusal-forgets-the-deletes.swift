// Mistake: a delete the storage refuses also wipes what the facade remembered, so the
// deletes made before it can no longer be undone.
// Lesson: a refused change changes nothing behind the door, the facade's memory
// included (chapter 3, the facade's errors).
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
      deletions.removeAll()
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
    // Every later delete has been undone already, so the list is as it was just after
    // this delete, and the old index is a place in it again.
    do {
      try storage.add(last.album, at: last.index)
    } catch {
      // add(_:at:) refuses only negative indices, and this one came from a delete.
      preconditionFailure("a deleted album's index cannot be refused: \(error)")
    }
    return true
  }
}
