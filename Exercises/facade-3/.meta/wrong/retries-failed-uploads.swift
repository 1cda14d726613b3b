// Mistake: a change whose upload failed is kept and sent again before the next change,
// so the server can hear of one change twice, and the next outcome speaks for two.
// Lesson: each change is uploaded once, while online, and its outcome reported to its
// caller; resending is a policy of its own, not the facade's quiet extra (chapter 3,
// the facade's rules).
import MVC
import Singleton

/// The facade over the albums, the uploader and the online flag.
final class SyncedLibrary {
  private let storage: PersistencyManager
  private let uploader: Uploader
  private let connectivity: Connectivity
  /// Changes whose upload failed, to be sent again.
  private var unsent: [Change] = []

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
    do {
      try storage.add(album, at: index)
    } catch {
      throw .noSuchIndex(index)
    }
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
      for earlier in unsent { try uploader.upload(earlier) }
      unsent = []
      try uploader.upload(change)
      return .uploaded
    } catch {
      if !unsent.contains(change) { unsent.append(change) }
      return .uploadFailed(error)
    }
  }
}
