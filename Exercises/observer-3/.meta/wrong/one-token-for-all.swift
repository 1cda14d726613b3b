// Mistake: the registration is kept in a static, shared by every counter, so a second
// counter takes the first one's place in it, and when either goes it removes the
// other's observation.
// Lesson: each observer owns its own registration and gives back exactly that one
// (chapter 6, watch out for observers that never go).
import Foundation

/// Counts `.trackFinished` notifications on `center` while it exists, telling
/// `onPlay` each title.
@MainActor
final class PlayCounter {
  private(set) var count = 0
  private let onPlay: @MainActor (String) -> Void
  private let center: NotificationCenter
  /// What the centre keeps while this listens; handed back to it in `deinit`.
  private static var token: (any NSObjectProtocol)?

  init(center: NotificationCenter, onPlay: @escaping @MainActor (String) -> Void) {
    self.onPlay = onPlay
    self.center = center
    Self.token = center.addObserver(forName: .trackFinished, object: nil, queue: nil) {
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
    if let token = Self.token { center.removeObserver(token) }
  }

  /// One more track played.
  func played(_ title: String) {
    count += 1
    onPlay(title)
  }
}
