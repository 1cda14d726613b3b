// Mistake: the plays are counted per history, but the order of first plays is kept once
// for all histories, so a test history breaks its ties in the order another history
// (shared, or an earlier test's) first played the titles.
// Lesson: a history of its own shares nothing with shared, its ranking included (chapter
// 2, singleton plus and testing).
// This solution chooses "singleton plus", as FileManager.default and FileManager() do:
// a second history is not wrong, only unusual, and the app's code names `shared`.

/// What the app has played, album by album.
@MainActor
final class ListeningHistory: PlayHistory {
  /// The history the whole app records into and reads from.
  static let shared = ListeningHistory()

  /// Plays per title.
  private var counts: [String: Int] = [:]
  /// Every title any history played, in the order of its first play: what breaks ties.
  private static var firstPlayed: [String] = []

  /// A new, empty history of its own. The app uses `shared`; tests and previews make
  /// their own, so that nothing one of them records leaks into another.
  init() {}

  func recordPlay(of title: String) {
    if !Self.firstPlayed.contains(title) { Self.firstPlayed.append(title) }
    counts[title, default: 0] += 1
  }

  func playCount(of title: String) -> Int {
    counts[title] ?? 0
  }

  func mostPlayed(limit: Int) -> [String] {
    // A stable sort keeps titles with equal counts in the order of their first play.
    let played = Self.firstPlayed.filter { counts[$0] != nil }
    let ranked = played.enumerated().sorted { left, right in
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
  ListeningHistory()
}
