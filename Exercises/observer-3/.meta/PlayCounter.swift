import Foundation

// Exercise observer-3 · An observer that cleans up
//
// Count the tracks played, by observing .trackFinished, for as long as the counter
// exists and not a moment longer. The task is in Chapters/06-Observer.md, section
// Exercises.

/// Counts `.trackFinished` notifications on `center` while it exists, telling
/// `onPlay` each title.
@MainActor
final class PlayCounter {
  private(set) var count = 0
  private let onPlay: @MainActor (String) -> Void
  // solution.begin
  private let center: NotificationCenter
  /// What the centre keeps while this listens; handed back to it in `deinit`.
  private var token: (any NSObjectProtocol)?
  // solution.end

  init(center: NotificationCenter, onPlay: @escaping @MainActor (String) -> Void) {
    self.onPlay = onPlay
    // solution.begin
    self.center = center
    token = center.addObserver(forName: .trackFinished, object: nil, queue: nil) {
      [weak self] notification in
      let title = notification.object as? String ?? ""
      // Posts come from the main actor here; observers without a queue run on the
      // posting thread.
      MainActor.assumeIsolated { self?.played(title) }
    }
    // solution.starter
    //>     // TODO: observe .trackFinished on `center`, and stop when this counter goes.
    //>     _ = center
    // solution.end
  }

  // solution.begin
  /// `isolated`: it runs on the main actor, as the rest of the counter does, so it may
  /// read `token`. A plain `deinit` is nonisolated, and Swift 6 refuses its read of a
  /// property whose type is not `Sendable`.
  isolated deinit {
    if let token { center.removeObserver(token) }
  }

  // solution.end
  /// One more track played.
  func played(_ title: String) {
    count += 1
    onPlay(title)
  }
}
