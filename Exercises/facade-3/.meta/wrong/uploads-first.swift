// Mistake: a delete is uploaded first and made locally afterwards, so the server hears
// of a change the app has not made yet (and may refuse to make).
// Lesson: local first, then the server: the facade orders its parts so the local change
// stands whatever the network does (chapter 3, the facade coordinates its parts).
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
    guard storage.albums.indices.contains(index) else { throw .noSuchIndex(index) }
    let outcome = sync(.deleted(at: index))
    do {
      try storage.delete(at: index)
    } catch {
      throw .noSuchIndex(index)
    }
    return outcome
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
