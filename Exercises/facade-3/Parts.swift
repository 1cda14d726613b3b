// Given: the network side of the library, written for this exercise. Do not edit this
// file. The third part, the albums, is chapter 2's PersistencyManager.
import MVC

/// One change, as the server hears of it.
enum Change: Equatable, CustomStringConvertible {
  case added(Album, at: Int)
  case deleted(at: Int)

  var description: String {
    switch self {
    case .added(let album, let index): "added “\(album.title)” at \(index)"
    case .deleted(let index): "deleted at \(index)"
    }
  }
}

/// A change the library refused, in the facade's words: its callers can name it, where
/// the storage's `PersistencyError` belongs to a part they are not meant to know.
enum LibraryError: Error, Equatable {
  /// No album at this index to delete, or a negative index to add at.
  case noSuchIndex(Int)
}

/// Why the server did not take an upload.
struct UploadError: Error, Equatable {
  var reason: String
}

/// Stands in for the connection to the album server. It remembers every upload it is
/// asked for, in order, and fails each one while `failure` is set.
final class Uploader {
  /// Every upload asked for, the failed ones too, oldest first.
  private(set) var attempts: [Change] = []
  /// When set, every upload fails with it.
  var failure: UploadError?
  /// Called at the start of every upload: the checks use it to see what the library
  /// held at that moment.
  var onUpload: (() -> Void)?

  func upload(_ change: Change) throws(UploadError) {
    onUpload?()
    attempts.append(change)
    if let failure { throw failure }
  }
}

/// Whether the machine is online. It changes under the library's feet: ask it each
/// time it matters.
final class Connectivity {
  var isOnline: Bool

  init(isOnline: Bool) {
    self.isOnline = isOnline
  }
}

/// What became of telling the server about a change. In every case the change itself
/// has been made on this machine.
enum SyncOutcome: Equatable, CustomStringConvertible {
  /// Offline: nothing was sent.
  case keptLocally
  /// The server took it.
  case uploaded
  /// The server did not take it; the local change stands.
  case uploadFailed(UploadError)

  var description: String {
    switch self {
    case .keptLocally: "kept locally"
    case .uploaded: "uploaded"
    case .uploadFailed(let error): "upload failed: \(error.reason)"
    }
  }
}
