// Mistake: the album is remembered for undo before the storage deletes it, and a delete
// the storage refuses is still remembered, so a later undo adds an album twice.
// Lesson: the facade records a change only once its part has made it (chapter 3, the
// facade coordinates its parts).
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
    guard let album = storage.albums.indices.contains(index) ? storage.albums[index] : nil
    else {
      deletions.append((storage.albums.last ?? PersistencyManager.tutorialAlbums[0], index))
      throw .noSuchIndex(index)
    }
    deletions.append((album, index))
    do {
      try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
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
