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
  // TODO: the parts are the facade's business: make sure no other file can reach them.
  let storage: PersistencyManager
  let log: ChangeLog

  /// A facade over the given parts. The app would make them once; the checks hand in
  /// parts they can look at afterwards.
  init(storage: PersistencyManager, log: ChangeLog) {
    self.storage = storage
    self.log = log
  }

  /// The albums, in order.
  var albums: [Album] {
    // TODO: the albums the storage holds.
    []
  }

  /// Puts `album` at `index` (or at the end, when `index` is past it) and logs it.
  ///
  /// - Throws: `LibraryError.noSuchIndex` when the storage refuses; nothing is logged
  ///   then.
  func addAlbum(_ album: Album, at index: Int) throws(LibraryError) {
    // TODO: store the album, then log the change. A refusal leaves as a LibraryError.
  }

  /// Deletes the album at `index` and logs it, with the deleted album's title.
  ///
  /// - Throws: `LibraryError.noSuchIndex` when there is no album at `index`; nothing
  ///   is logged then.
  func deleteAlbum(at index: Int) throws(LibraryError) {
    // TODO: delete the album from storage, then log the change. A refusal leaves as a
    // LibraryError.
  }
}
