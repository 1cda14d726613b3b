// Mistake: after an add, the log is told the title of whatever the storage now holds at
// the index; past the end the album went last, so the facade reads a missing place.
// Lesson: the facade tells the log what it did, the album it was given; it does not
// guess the change back from a part (chapter 3, what the facade does).
import MVC
import Singleton

/// The facade: what a screen sees of the album library. Behind it, the albums live in
/// a `PersistencyManager` and every change is written down in a `ChangeLog`.
final class MusicLibrary {
  private let storage: PersistencyManager
  private let log: ChangeLog

  /// A facade over the given parts. The app would make them once; the checks hand in
  /// parts they can look at afterwards.
  init(storage: PersistencyManager, log: ChangeLog) {
    self.storage = storage
    self.log = log
  }

  /// The albums, in order.
  var albums: [Album] {
    storage.albums
  }

  /// Puts `album` at `index` (or at the end, when `index` is past it) and logs it.
  ///
  /// - Throws: `LibraryError.noSuchIndex` when the storage refuses; nothing is logged
  ///   then.
  func addAlbum(_ album: Album, at index: Int) throws(LibraryError) {
    do {
      try storage.add(album, at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    log.record(.added(title: storage.albums[index].title))
  }

  /// Deletes the album at `index` and logs it, with the deleted album's title.
  ///
  /// - Throws: `LibraryError.noSuchIndex` when there is no album at `index`; nothing
  ///   is logged then.
  func deleteAlbum(at index: Int) throws(LibraryError) {
    let deleted: Album
    do {
      deleted = try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    log.record(.deleted(title: deleted.title))
  }
}
