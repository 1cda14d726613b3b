// The checks of exercise singleton-3. Read them; do not edit them.
import ExerciseSupport

/// What a history should answer after `plays`, as PlayHistory promises it: each title's
/// count, and at most `limit` titles, the most played first, equal counts in the order of
/// their first play (none for a limit below 1).
func expectedRanking(of plays: [String], limit: Int) -> [String] {
  var firstPlayed: [String] = []
  for title in plays where !firstPlayed.contains(title) { firstPlayed.append(title) }
  let count = { (title: String) in plays.filter { $0 == title }.count }
  let ranked = firstPlayed.enumerated().sorted { left, right in
    count(left.element) != count(right.element)
      ? count(left.element) > count(right.element) : left.offset < right.offset
  }
  return ranked.prefix(max(0, limit)).map(\.element)
}

/// Plays for a check: titles that share words, differ in case or sort differently as
/// text, often played again.
let anyPlays = Generators.array(of: Generators.sharedName, length: 0...14)

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
      Check("makeTestHistory() hands out a real ListeningHistory, not a stand-in") {
        // A fake beside the real class would pass every check below while the app's
        // own history stayed untested: the trap this exercise is about.
        let history = makeTestHistory()
        try expect(
          history is ListeningHistory,
          "makeTestHistory() returned a \(type(of: history)); tests should exercise the "
            + "ListeningHistory the app uses, so hand out one of those")
      },
      Check("the app's own history, shared, ranks by plays and keeps first-play order") {
        let shared = ListeningHistory.shared
        let plays = [
          "Aladdin Sane", "Ziggy Stardust", "Pin Ups", "Pin Ups", "Ziggy Stardust", "Pin Ups",
          "Ziggy Stardust", "Pin Ups", "Ziggy Stardust", "Aladdin Sane", "Aladdin Sane",
          "Aladdin Sane", "Ziggy Stardust",
        ]
        for title in plays { shared.recordPlay(of: title) }
        try expectEqual(shared.playCount(of: "Ziggy Stardust"), 5, "plays of Ziggy Stardust")
        try expectEqual(
          shared.mostPlayed(limit: 3), ["Ziggy Stardust", "Aladdin Sane", "Pin Ups"],
          "the 3 most played in shared (Aladdin Sane and Pin Ups have 4 plays each; "
            + "Aladdin Sane was played first)")
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
        try expectEqual(history.mostPlayed(limit: 0), [], "the most played, asking for none")
      },
      Check("asked for fewer than no titles (a limit below zero), a history answers none") {
        let history = makeTestHistory()
        history.recordPlay(of: "Low")
        try expectEqual(history.mostPlayed(limit: -1), [], "mostPlayed(limit: -1)")
      },
      Check("any plays, any limit: counts and ranking as promised, whatever other histories did") {
        // Another test history and shared are played first, in their own order; the new
        // history then answers for its own plays only, for every limit (below zero too:
        // at most that many is none).
        let input = anyPlays.flatMap { earlier in
          anyPlays.flatMap { plays in
            Generators.int(in: -2...8).map { (earlier: earlier, plays: plays, limit: $0) }
          }
        }
        try forAll(input) { input in
          let other = makeTestHistory()
          for title in input.earlier {
            other.recordPlay(of: title)
            ListeningHistory.shared.recordPlay(of: title)
          }
          let history = makeTestHistory()
          for title in input.plays { history.recordPlay(of: title) }
          for title in Set(input.plays + input.earlier) {
            try expectEqual(
              history.playCount(of: title), input.plays.filter { $0 == title }.count,
              "plays of \"\(title)\" in the new history")
          }
          try expectEqual(
            history.mostPlayed(limit: input.limit),
            expectedRanking(of: input.plays, limit: input.limit),
            "mostPlayed(limit: \(input.limit)) of the new history")
        }
      },
    ])
  }
}
