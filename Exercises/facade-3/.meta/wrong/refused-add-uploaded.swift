// Mistake: an add the storage refuses (a negative index) is let go with `try?`, and the
// change the library never made is uploaded all the same.
// Lesson: the facade makes the local change first, and a refused one throws before
// anything is sent; the server hears only of changes that were made (chapter 3, local
// first).
import MVC
import Singleton

/// The facade over the albums, the uploader and the online flag.
final class SyncedLibrary {
  private let storage: PersistencyManager
  private let uploader: Uploader
  private let connectivity: Connectivity

  init(storage: PersistencyManager, uploader: Uploader, connectivity: Connectivity) {
    self.storage = storage
    self.uploader = uploader
    self.connectivity = connectivity
  }

  /// The albums, in order.
  var albums: [Album] {
    storage.albums
  }

  /// Puts `album` at `index` (or at the end, when `index` is past it), then tells the
  /// server when online.
  ///
  /// - Throws: `LibraryError` for a negative index; nothing is uploaded then.
  func addAlbum(_ album: Album, at index: Int) throws(LibraryError) -> SyncOutcome {
    try? storage.add(album, at: index)
    return sync(.added(album, at: index))
  }

  /// Deletes the album at `index`, then tells the server when online.
  ///
  /// - Throws: `LibraryError` when there is no album at `index`; nothing is uploaded
  ///   then.
  func deleteAlbum(at index: Int) throws(LibraryError) -> SyncOutcome {
    do {
      try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    return sync(.deleted(at: index))
  }

  /// The one place that knows the second step: called only after the local change is
  /// made, so whatever the server says, the change stands.
  private func sync(_ change: Change) -> SyncOutcome {
    guard connectivity.isOnline else { return .keptLocally }
    do throws(UploadError) {
      try uploader.upload(change)
      return .uploaded
    } catch {
      return .uploadFailed(error)
    }
  }
}
