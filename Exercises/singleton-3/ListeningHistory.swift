// Exercise singleton-3 · A history the tests can trust
//
// The app needs one listening history that every screen shares; the checks (like any
// tests) need histories of their own that start empty and share nothing. Design both
// doors: strict singleton with a way in for tests, or "singleton plus", and keep the
// state as you see fit. The task is in Chapters/02-Singleton.md, section Exercises.

/// What the app has played, album by album.
@MainActor
final class ListeningHistory: PlayHistory {
  /// TODO: this is no singleton yet: every access makes a new, empty history.
  static var shared: ListeningHistory { ListeningHistory() }

  // TODO: keep the plays, and answer the three requirements of PlayHistory from them.
  func recordPlay(of title: String) {}

  func playCount(of title: String) -> Int { 0 }

  func mostPlayed(limit: Int) -> [String] { [] }
}

/// A history for one test: empty when made, and sharing nothing with `shared` or with
/// any other history this function returns.
@MainActor
func makeTestHistory() -> any PlayHistory {
  // TODO: hand out a history of its own, in whatever way your design allows.
  ListeningHistory.shared
}
