// Mistake: the counter observes every notification on its centre (`forName: nil`) and
// counts whatever carries a title, so other events that carry a string count as tracks.
// Lesson: an observer subscribes to the one event it is about, by name (chapter 6,
// notifications).
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
    token = center.addObserver(forName: nil, object: nil, queue: nil) {
      [weak self] notification in
      guard let title = notification.object as? String else { return }
      // Posts come from the main actor here; observers without a queue run on the
      // posting thread.
      MainActor.assumeIsolated { self?.played(title) }
    }
  }

  /// `isolated`: it runs on the main actor, as the rest of the counter does, so it may
  /// read `token`. A plain `deinit` is nonisolated, and Swift 6 refuses its read of a
  /// property whose type is not `Sendable`.
  isolated deinit {
    if let token { center.removeObserver(token) }
  }

  /// One more track played.
  func played(_ title: String) {
    count += 1
    onPlay(title)
  }
}
