import MVC
import Singleton

// Exercise facade-3 · Local first, then the server
//
// Three parts, one right order: change the albums on this machine, then, only when
// online, upload the change; a failed upload is reported and never undoes the local
// change. Write the facade that knows this so its callers need not. The task is in
// Chapters/03-Facade.md, section Exercises.

/// The facade over the albums, the uploader and the online flag.
final class SyncedLibrary {
  init(storage: PersistencyManager, uploader: Uploader, connectivity: Connectivity) {
    // TODO: keep the three parts, as storage, uploader and connectivity, where only
    // this facade can reach them.
  }

  /// The albums, in order.
  var albums: [Album] {
    // TODO: what the storage holds.
    []
  }

  /// Puts `album` at `index` (or at the end, when `index` is past it), then tells the
  /// server when online.
  ///
  /// - Throws: `LibraryError` for a negative index; nothing is uploaded then.
  func addAlbum(_ album: Album, at index: Int) throws(LibraryError) -> SyncOutcome {
    // TODO: the local change, then the server's part.
    .keptLocally
  }

  /// Deletes the album at `index`, then tells the server when online.
  ///
  /// - Throws: `LibraryError` when there is no album at `index`; nothing is uploaded
  ///   then.
  func deleteAlbum(at index: Int) throws(LibraryError) -> SyncOutcome {
    // TODO: the local change, then the server's part.
    .keptLocally
  }
}
