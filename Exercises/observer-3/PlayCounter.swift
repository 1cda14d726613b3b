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

  init(center: NotificationCenter, onPlay: @escaping @MainActor (String) -> Void) {
    self.onPlay = onPlay
    // TODO: observe .trackFinished on `center`, and stop when this counter goes.
    _ = center
  }

  /// One more track played.
  func played(_ title: String) {
    count += 1
    onPlay(title)
  }
}
