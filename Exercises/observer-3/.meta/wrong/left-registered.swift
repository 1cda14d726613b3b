// Mistake: no `deinit` gives the token back, and the closure captures `onPlay` directly,
// so after the counter goes the centre still calls the closure, which still tells.
// Lesson: an observer removes its observation when it goes (chapter 6, watch out for
// observers that never go).
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
      MainActor.assumeIsolated {
        self?.count += 1
        onPlay(title)
      }
    }
  }

  /// One more track played.
  func played(_ title: String) {
    count += 1
    onPlay(title)
  }
}
