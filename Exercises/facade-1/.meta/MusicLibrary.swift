import MVC
import Singleton

// Exercise facade-1 · One door to two parts
//
// A screen that changes albums should not have to know that two parts are involved,
// nor in which order to call them. Give it one door. The task is in
// Chapters/03-Facade.md, section Exercises.

/// The facade: what a screen sees of the album library. Behind it, the albums live in
/// a `PersistencyManager` and every change is written down in a `ChangeLog`.
final class MusicLibrary {
  // solution.begin
  private let storage: PersistencyManager
  private let log: ChangeLog
  // solution.starter
  //>   // TODO: the parts are the facade's business: make sure no other file can reach them.
  //>   let storage: PersistencyManager
  //>   let log: ChangeLog
  // solution.end

  /// A facade over the given parts. The app would make them once; the checks hand in
  /// parts they can look at afterwards.
  init(storage: PersistencyManager, log: ChangeLog) {
    self.storage = storage
    self.log = log
  }

  /// The albums, in order.
  var albums: [Album] {
    // solution.begin
    storage.albums
    // solution.starter
    //>     // TODO: the albums the storage holds.
    //>     []
    // solution.end
  }

  /// Puts `album` at `index` (or at the end, when `index` is past it) and logs it.
  ///
  /// - Throws: `LibraryError.noSuchIndex` when the storage refuses; nothing is logged
  ///   then.
  func addAlbum(_ album: Album, at index: Int) throws(LibraryError) {
    // solution.begin
    do {
      try storage.add(album, at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    log.record(.added(title: album.title))
    // solution.starter
    //>     // TODO: store the album, then log the change. A refusal leaves as a LibraryError.
    // solution.end
  }

  /// Deletes the album at `index` and logs it, with the deleted album's title.
  ///
  /// - Throws: `LibraryError.noSuchIndex` when there is no album at `index`; nothing
  ///   is logged then.
  func deleteAlbum(at index: Int) throws(LibraryError) {
    // solution.begin
    let deleted: Album
    do {
      deleted = try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    log.record(.deleted(title: deleted.title))
    // solution.starter
    //>     // TODO: delete the album from storage, then log the change. A refusal leaves as a
    //>     // LibraryError.
    // solution.end
  }
}
