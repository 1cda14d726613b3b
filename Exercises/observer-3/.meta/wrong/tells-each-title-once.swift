// Mistake: onPlay is told each title once, the first time it is played; a track played
// again is counted but its title is kept back.
// Lesson: an observer passes on every event it hears, in order; what to make of repeats
// is the listener's business (chapter 6, the observer).
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
    token = center.addObserver(forName: .trackFinished, object: nil, queue: nil) {
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
    if let token { center.removeObserver(token) }
  }

  /// The titles told so far.
  private var told: Set<String> = []

  /// One more track played.
  func played(_ title: String) {
    count += 1
    if told.insert(title).inserted { onPlay(title) }
  }
}
