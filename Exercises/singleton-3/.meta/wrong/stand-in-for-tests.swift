// Mistake: the tests get a stand-in (a dictionary behind the PlayHistory protocol), so
// what they prove is the stand-in's behaviour, not ListeningHistory's.
// Lesson: a second door for tests hands out the real type, fresh; a stand-in tests
// nothing of the singleton (chapter 2, singleton plus and testing).
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
  StandInHistory()
}

/// A history for tests that counts plays in a dictionary.
@MainActor
final class StandInHistory: PlayHistory {
  private var counts: [String: Int] = [:]
  private var firstPlayed: [String] = []

  func recordPlay(of title: String) {
    if counts[title] == nil { firstPlayed.append(title) }
    counts[title, default: 0] += 1
  }

  func playCount(of title: String) -> Int { counts[title] ?? 0 }

  func mostPlayed(limit: Int) -> [String] {
    Array(firstPlayed.sorted { counts[$0]! > counts[$1]! }.prefix(max(0, limit)))
  }
}
