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

  /// What the file says; a file that cannot be read is reported, never a crash.
  public func load() -> OrderLoadOutcome {
    guard FileManager.default.fileExists(atPath: file.path) else { return .nothingSaved }
    guard let data = try? Data(contentsOf: file, options: .mappedIfSafe) else {
      return .unreadable("cannot be read")
    }
    guard data.count <= Self.largestFile, let text = String(data: data, encoding: .utf8) else {
      return .unreadable("not an order's name")
    }
    return .saved(id: text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Replaces the file with `order`'s id, making the folder (this user's only) if it
  /// is missing. Foundation's atomic write puts the bytes in a temporary file and
  /// renames it into place, so a reader finds the old id or the new one.
  ///
  /// - Throws: `OrderSaveError` when the folder or the file cannot be written.
  public func save(_ order: any AlbumOrder) throws(OrderSaveError) {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try Data((order.id + "\n").utf8).write(to: file, options: .atomic)
    } catch {
      throw OrderSaveError(file: file, reason: (error as NSError).localizedDescription)
    }
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
  /// A file that is not an order's id (a folder, binary, far too long).
  case unreadable(String)
}

/// The order could not be saved; the screen goes on with it all the same.
public struct OrderSaveError: Error, Equatable, Sendable, CustomStringConvertible {
  public let file: URL
  public let reason: String
  public var description: String { "\(file.path) not written: \(reason)" }
}
