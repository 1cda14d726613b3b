// Given with exercise strategy-3: how often each album was shown. Read it; do not edit
// it.
import MVC

/// How many times each album has been on screen: counted by the screen as it goes, so
/// it changes all the time. A class, and not `Sendable`.
final class ViewCounts {
  private(set) var counts: [Album: Int] = [:]

  /// One more view of `album`.
  func view(_ album: Album) {
    counts[album, default: 0] += 1
  }
}
