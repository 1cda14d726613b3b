// Mistake: it listens on NotificationCenter.default instead of the centre it is given,
// so it hears every post in the process and none on its own centre.
// Lesson: an observer subscribes to its subject; a process-wide centre is another
// subject (chapter 6, notifications).
import Foundation

/// Counts `.trackFinished` notifications on `center` while it exists, telling
/// `onPlay` each title.
@MainActor
final class PlayCounter {
  private(set) var count = 0
  private let onPlay: @MainActor (String) -> Void
  private let center: NotificationCenter
  /// What the centre keeps while this listens; handed back to it in `deinit`.
  private var token: (any NSObjectProtocol)?

  init(center: NotificationCenter, onPlay: @escaping @MainActor (String) -> Void) {
    self.onPlay = onPlay
    self.center = center
    token = NotificationCenter.default.addObserver(forName: .trackFinished, object: nil, queue: nil)
    {
      [weak self] notification in
      let title = notification.object as? String ?? ""
      // Posts come from the main actor here; observers without a queue run on the
      // posting thread.
      MainActor.assumeIsolated { self?.played(title) }
    }
  }

  /// `isolated`: it runs on the main actor, as the rest of the counter does, so it may
  /// read `token`. A plain `deinit` is nonisolated, and Swift 6 refuses its read of a
  /// property whose type is not `Sendable`.
  isolated deinit {
    if let token { NotificationCenter.default.removeObserver(token) }
  }

  /// One more track played.
  func played(_ title: String) {
    count += 1
    onPlay(title)
  }
}
