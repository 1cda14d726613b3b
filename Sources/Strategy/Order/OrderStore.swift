import AppSupport
import Foundation

// snippet.store
/// Keeps the chosen order's `id` in a file `order` beside chapter 7's `state.json`, so
/// the state file keeps its format: every chapter's program still reads it, and one
/// that knows nothing of orders leaves the choice alone.
public struct OrderStore: Sendable {
  /// `order` in the state folder.
  public let file: URL

  public init(folder: URL) {
    file = folder.appendingPathComponent("order")
  }

  /// What the file says. It is read as the platform reads the state file: a regular
  /// file only, and a few bytes at most.
  public func load() -> OrderLoadOutcome {
    let data: Data
    do {
      data = try SafeFile.read(file.path, atMost: Self.largestFile, followingLinks: false)
    } catch {
      switch error {
      case .missing: return .nothingSaved
      case .notRegular: return .unreadable("is not a regular file")
      case .tooLarge(let size): return .unreadable("has \(size) bytes, no order's name")
      case .unreadable(let reason): return .unreadable("cannot be read: \(reason)")
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .unreadable("is not text")
    }
    return .saved(id: text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Replaces the file with `order`'s id, whole or not at all, making the folder (this
  /// user's only) if it is missing: the platform's atomic writer, as for the state.
  ///
  /// - Throws: `FileWriteError` naming the step that failed; the file is then as it was.
  public func save(_ order: any AlbumOrder) throws(FileWriteError) {
    try SafeFile.makeFolders(file.deletingLastPathComponent())
    try AtomicFileWriter().write(Data((order.id + "\n").utf8), to: file)
  }
  // snippet.end

  /// Far longer than any order's id.
  static let largestFile = 256
}

/// What `OrderStore.load()` found.
public enum OrderLoadOutcome: Equatable, Sendable {
  /// No file yet: the albums as added.
  case nothingSaved
  /// The id the file holds; whether an order has it is the cycle's business.
  case saved(id: String)
  /// A file that is no order's id (a folder, binary, far too long), and why.
  case unreadable(String)
}
