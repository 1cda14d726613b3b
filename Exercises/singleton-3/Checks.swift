// The checks of exercise singleton-3. Read them; do not edit them.
import ExerciseSupport

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("ListeningHistory.shared is one history: the same object every time") {
        let first = ListeningHistory.shared
        for _ in 0..<1_000 {
          try expect(ListeningHistory.shared === first, "shared returned a second history")
        }
      },
      Check("what the app records in shared is still there the next time it asks") {
        let before = ListeningHistory.shared.playCount(of: "Station to Station")
        ListeningHistory.shared.recordPlay(of: "Station to Station")
        ListeningHistory.shared.recordPlay(of: "Station to Station")
        try expectEqual(
          ListeningHistory.shared.playCount(of: "Station to Station") - before, 2,
          "plays of Station to Station added through shared")
      },
      Check("a test's history is not shared, and starts empty whatever shared holds") {
        ListeningHistory.shared.recordPlay(of: "Young Americans")
        let history = makeTestHistory()
        try expect(history !== ListeningHistory.shared, "makeTestHistory() returned shared")
        try expectEqual(history.playCount(of: "Young Americans"), 0, "plays in a new history")
        try expectEqual(history.mostPlayed(limit: 10), [], "most played in a new history")
      },
      Check("two test histories share nothing with each other or with shared") {
        let first = makeTestHistory()
        let second = makeTestHistory()
        try expect(first !== second, "makeTestHistory() returned the same history twice")
        let sharedBefore = ListeningHistory.shared.playCount(of: "Lodger")
        for _ in 0..<3 { first.recordPlay(of: "Lodger") }
        try expectEqual(first.playCount(of: "Lodger"), 3, "plays in the history that recorded")
        try expectEqual(second.playCount(of: "Lodger"), 0, "plays in the other test history")
        try expectEqual(
          ListeningHistory.shared.playCount(of: "Lodger"), sharedBefore, "plays in shared")
      },
      Check("a history ranks titles by plays; equal counts keep the order of first play") {
        let history = makeTestHistory()
        for title in ["Low", "Heroes", "Lodger", "Heroes", "Scary Monsters", "Lodger", "Heroes"] {
          history.recordPlay(of: title)
        }
        try expectEqual(history.playCount(of: "Heroes"), 3, "plays of Heroes")
        try expectEqual(history.playCount(of: "Hunky Dory"), 0, "plays of an album never played")
        try expectEqual(
          history.mostPlayed(limit: 3), ["Heroes", "Lodger", "Low"], "the 3 most played")
        try expectEqual(
          history.mostPlayed(limit: 10), ["Heroes", "Lodger", "Low", "Scary Monsters"],
          "the most played, asking for more than there are")
      },
    ])
  }
}
