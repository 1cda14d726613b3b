// Mistake: a limit below zero is taken to mean "no limit", as some APIs have it, so
// mostPlayed(limit: -1) answers with every title instead of none.
// Lesson: "at most limit titles" holds for every limit, so the shared history answers
// every caller as the protocol says (chapter 2, the one instance).
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
    // A stable sort keeps titles with equal counts in the order of their first play.
    let ranked = firstPlayed.enumerated().sorted { left, right in
      let (leftCount, rightCount) = (counts[left.element]!, counts[right.element]!)
      return leftCount != rightCount ? leftCount > rightCount : left.offset < right.offset
    }
    return (limit < 0 ? ranked[...] : ranked.prefix(limit)).map(\.element)
  }
}

/// A history for one test: empty when made, and sharing nothing with `shared` or with
/// any other history this function returns.
@MainActor
func makeTestHistory() -> any PlayHistory {
  ListeningHistory()
}
