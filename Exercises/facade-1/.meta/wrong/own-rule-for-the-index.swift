// Mistake: the facade judges the index itself, by the rule for deleting (an album must
// stand there), so adding at the end or past it is refused, though the storage would
// add the album at the end.
// Lesson: the facade orders its parts' work and translates their answers; the rule for
// where an album may go stays the storage's (chapter 3, what the facade does).
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
    guard storage.albums.indices.contains(index) else { throw .noSuchIndex(index) }
    do {
      try storage.add(album, at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    log.record(.added(title: album.title))
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
