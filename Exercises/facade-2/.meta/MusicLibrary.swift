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
  // solution.begin
  /// Each deleted album with the index it was deleted from, newest last.
  private var deletions: [(album: Album, index: Int)] = []
  // solution.starter
  //>   // TODO: `deletions`, where the facade remembers what was deleted, for its eyes only.
  // solution.end

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
    // solution.begin
    let album: Album
    do {
      album = try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    deletions.append((album, index))
    // solution.starter
    //>     do {
    //>       try storage.delete(at: index)
    //>     } catch {
    //>       throw .noSuchIndex(index)
    //>     }
    //>     // TODO: remember the deleted album and where it stood.
    // solution.end
  }

  /// Puts the most recently deleted album back at the index it was deleted from.
  /// Several deletes come back newest first, one per call.
  ///
  /// - Returns: whether there was a deleted album to put back.
  func restoreLastDeleted() -> Bool {
    // solution.begin
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
    // solution.starter
    //>     // TODO: put the newest deleted album back where it was, and say whether there was one.
    //>     false
    // solution.end
  }
}
