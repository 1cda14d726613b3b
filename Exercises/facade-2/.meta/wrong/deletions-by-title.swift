// Mistake: the deleted albums are kept by title, in a dictionary, with the titles'
// order beside it; a second deleted album of the same title takes the first one's entry,
// so the first can never come back.
// Lesson: what the facade remembers must hold every change it made, whatever the albums
// share; a title names no album (chapter 3, the facade's own state).
import MVC
import Singleton

/// The facade of the album library: the albums, delete, and undo for deletes. How
/// albums are kept, and what it remembers to undo, is its own business.
final class MusicLibrary {
  private let storage: PersistencyManager
  /// Each deleted album with the index it was deleted from, by title, and the titles in
  /// the order of their deletes, newest last.
  private var deletions: (byTitle: [String: (album: Album, index: Int)], order: [String]) = (
    [:], []
  )

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
    deletions.byTitle[album.title] = (album, index)
    deletions.order.append(album.title)
  }

  /// Puts the most recently deleted album back at the index it was deleted from.
  /// Several deletes come back newest first, one per call.
  ///
  /// - Returns: whether there was a deleted album to put back.
  func restoreLastDeleted() -> Bool {
    guard let title = deletions.order.popLast(), let last = deletions.byTitle[title] else {
      return false
    }
    deletions.byTitle[title] = nil
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
