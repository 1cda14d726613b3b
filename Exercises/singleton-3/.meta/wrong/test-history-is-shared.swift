// Mistake: a test's history is the shared one, emptied first: every test then records
// into the app's history, and two tests share one.
// Lesson: tests need instances of their own; "singleton plus" gives them a second door
// rather than reusing the one instance (chapter 2, singleton plus and testing).
// Exercise singleton-3 · A history the tests can trust
//
// The app needs one listening history that every screen shares; the checks (like any
// tests) need histories of their own that start empty and share nothing. Design both
// doors: strict singleton with a way in for tests, or "singleton plus", and keep the
// state as you see fit. The task is in Chapters/02-Singleton.md, section Exercises.
//
// This solution chooses "singleton plus", as FileManager.default and FileManager() do:
// a second history is not wrong, only unusual, and the app's code names `shared`.

/// What the app has played, album by album.
@MainActor
final class ListeningHistory: PlayHistory {
  /// The history the whole app records into and reads from.
  static let shared = ListeningHistory()

  /// Plays per title.
  private var counts: [String: Int] = [:]
  /// Every title played, in the order of its first play: what breaks ties.
  private var firstPlayed: [String] = []

  /// A new, empty history of its own. The app uses `shared`; tests and previews make
  /// their own, so that nothing one of them records leaks into another.
  init() {}

  func recordPlay(of title: String) {
    if counts[title] == nil { firstPlayed.append(title) }
    counts[title, default: 0] += 1
  }

  /// Empties the history, for a test that starts from nothing.
  func forgetEverything() {
    counts = [:]
    firstPlayed = []
  }

  func playCount(of title: String) -> Int {
    counts[title] ?? 0
  }

  func mostPlayed(limit: Int) -> [String] {
    // A stable sort keeps titles with equal counts in the order of their first play.
    let ranked = firstPlayed.enumerated().sorted { left, right in
      let (leftCount, rightCount) = (counts[left.element]!, counts[right.element]!)
      return leftCount != rightCount ? leftCount > rightCount : left.offset < right.offset
    }
    return ranked.prefix(max(0, limit)).map(\.element)
  }
}

/// A history for one test: empty when made, and sharing nothing with `shared` or with
/// any other history this function returns.
@MainActor
func makeTestHistory() -> any PlayHistory {
  ListeningHistory.shared.forgetEverything()
  return ListeningHistory.shared
}
