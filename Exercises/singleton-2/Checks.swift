// The checks of exercise singleton-2. Read them; do not edit them.
import Dispatch
import ExerciseSupport
import Synchronization

let recent = RecentAlbums.shared

/// A short account of a list of titles for the failure messages: how many, and the first
/// few.
func describe(_ titles: [String]) -> String {
  let shown = titles.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
  return "\(titles.count) titles [\(shown)\(titles.count > 5 ? ", …" : "")]"
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("RecentAlbums.shared is one list: every access returns the same instance") {
        for _ in 0..<1_000 {
          try expect(RecentAlbums.shared === recent, "shared returned a second instance")
        }
      },
      Check("recorded titles come back newest first") {
        recent.clear()
        for title in ["Low", "Heroes", "Lodger"] { recent.record(title) }
        try expectEqual(recent.titles, ["Lodger", "Heroes", "Low"], "titles")
      },
      Check("a title played again moves to the front instead of being listed twice") {
        recent.clear()
        for title in ["Low", "Heroes", "Lodger", "Low"] { recent.record(title) }
        try expectEqual(recent.titles, ["Low", "Lodger", "Heroes"], "titles")
      },
      Check("clear() forgets every title") {
        recent.clear()
        recent.record("Low")
        recent.clear()
        try expectEqual(recent.titles, [], "titles after clear()")
        recent.record("Heroes")
        try expectEqual(recent.titles, ["Heroes"], "titles recorded after clear()")
      },
      Check("1,000 tasks recording 1,000 different titles at once leave all 1,000 listed") {
        recent.clear()
        await withTaskGroup(of: Void.self) { group in
          for number in 0..<1_000 {
            group.addTask { recent.record("Album \(number)") }
          }
        }
        let titles = recent.titles
        try expect(
          titles.count == 1_000 && Set(titles).count == 1_000,
          "expected 1,000 different titles, found \(describe(titles))")
      },
      Check("8 threads playing the same 10 titles over and over never see one listed twice") {
        recent.clear()
        let listsWithRepeats = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
          for round in 0..<2_000 {
            recent.record("Album \((round + thread) % 10)")
            let titles = recent.titles
            if Set(titles).count != titles.count { listsWithRepeats.withLock { $0 += 1 } }
          }
        }
        try expectEqual(
          listsWithRepeats.withLock { $0 }, 0, "lists read during the run that held a title twice")
        let titles = recent.titles
        try expect(
          titles.count == 10 && Set(titles).count == 10,
          "expected each of the 10 titles once, found \(describe(titles))")
      },
    ])
  }
}
