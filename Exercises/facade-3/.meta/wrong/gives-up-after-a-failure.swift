// Mistake: after one failed upload the facade decides the server is down and keeps every
// later change locally, though the machine is online and the server may take them.
// Lesson: whether to upload is the connectivity part's to say, asked at each change; a
// failure is reported for that change only (chapter 3, the facade's rules).
import MVC
import Singleton

/// The facade over the albums, the uploader and the online flag.
final class SyncedLibrary {
  private let storage: PersistencyManager
  private let uploader: Uploader
  private let connectivity: Connectivity
  /// Set once an upload fails: the server is taken to be down from then on.
  private var serverDown = false

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
    guard connectivity.isOnline, !serverDown else { return .keptLocally }
    do throws(UploadError) {
      try uploader.upload(change)
      return .uploaded
    } catch {
      serverDown = true
      return .uploadFailed(error)
    }
  }
}
