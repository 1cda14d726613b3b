// Mistake: instead of the index, the facade remembers the album that stood after the
// deleted one and puts the album back in front of the first album equal to it; with two
// equal albums on the shelf it can land in the wrong place.
// Lesson: the facade remembers exactly what it needs to undo its own change, the index
// it deleted at (chapter 3, the facade's own state).
import MVC
import Singleton

/// The facade of the album library: the albums, delete, and undo for deletes. How
/// albums are kept, and what it remembers to undo, is its own business.
final class MusicLibrary {
  private let storage: PersistencyManager
  /// Each deleted album with the album that followed it (none when it was last), newest
  /// last.
  private var deletions: [(album: Album, next: Album?)] = []

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
    deletions.append((album, storage.albums.indices.contains(index) ? storage.albums[index] : nil))
  }

  /// Puts the most recently deleted album back at the index it was deleted from.
  /// Several deletes come back newest first, one per call.
  ///
  /// - Returns: whether there was a deleted album to put back.
  func restoreLastDeleted() -> Bool {
    guard let last = deletions.popLast() else { return false }
    // Every later delete has been undone already, so the list is as it was just after
    // this delete, and the old index is a place in it again.
    let index = last.next.flatMap { storage.albums.firstIndex(of: $0) } ?? storage.albums.count
    do {
      try storage.add(last.album, at: index)
    } catch {
      // add(_:at:) refuses only negative indices, and this one came from a delete.
      preconditionFailure("a deleted album's index cannot be refused: \(error)")
    }
    return true
  }
}
