// Mistake: titles played equally often are ranked by title, A to Z, not by which was
// played first; on the checks' albums the two orders happen to agree.
// Lesson: the app's history answers exactly what PlayHistory promises, ties included, or
// the tests of the one instance prove the wrong thing (chapter 2, singleton plus).
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

  func playCount(of title: String) -> Int {
    counts[title] ?? 0
  }

  func mostPlayed(limit: Int) -> [String] {
    let ranked = counts.sorted { left, right in
      left.value != right.value ? left.value > right.value : left.key < right.key
    }
    return ranked.prefix(max(0, limit)).map(\.key)
  }
}

/// A history for one test: empty when made, and sharing nothing with `shared` or with
/// any other history this function returns.
@MainActor
func makeTestHistory() -> any PlayHistory {
  ListeningHistory()
}
