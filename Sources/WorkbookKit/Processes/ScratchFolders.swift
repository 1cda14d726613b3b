import Foundation
import Synchronization

/// The folders the commands make for one piece of work (a run's output files, a check's
/// build, a graded copy) and remove when it is done. Those still there when a command is
/// interrupted are removed by its signal handler (`removeAll()`): the handler ends the
/// program with `exit`, and no `defer` runs then.
enum ScratchFolders {
  private static let made = Mutex<Set<String>>([])

  /// Makes `folder`, and the folders above it that are missing, and keeps it in mind
  /// until `remove(_:)`.
  static func make(_ folder: URL) throws {
    // Recorded first: an interruption right after the folder is made still finds it.
    made.withLock { _ = $0.insert(folder.path) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Removes `folder` and what is in it, and forgets it.
  static func remove(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
    made.withLock { _ = $0.remove(folder.path) }
  }

  /// Removes every folder made and not yet removed: for the signal handler, once the
  /// programs that worked in them have stopped (`Interruption.stopEverything()`).
  static func removeAll() {
    for path in made.withLock({ $0 }) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
