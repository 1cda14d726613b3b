// The checks of exercise singleton-2. Read them; do not edit them.
import Dispatch
import ExerciseSupport
import Foundation
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
      Check("threads playing the same two titles for a second never see one listed twice") {
        // Every thread records the same title at the same moment, again and again, and
        // looks at the list after each record. A `record` that removes and inserts under
        // two separate locks lets two threads insert the same title: this run gives
        // that gap a few million chances to show, and stops at the first repeat.
        recent.clear()
        let run = RaceRun()
        let threads = 4
        let done = DispatchGroup()
        for _ in 0..<threads {
          done.enter()
          Thread.detachNewThread {
            var round = 0
            while !run.isOver {
              recent.record(round % 2 == 0 ? "Heroes" : "Low")
              let titles = recent.titles
              if Set(titles).count != titles.count { run.sawRepeat(titles) }
              round += 1
            }
            done.leave()
          }
        }
        done.wait()
        if let repeated = run.firstRepeat {
          try fail("a list read during the run held a title twice: \(describe(repeated))")
        }
        let titles = recent.titles
        try expect(
          Set(titles) == ["Heroes", "Low"] && titles.count == 2,
          "expected Heroes and Low once each, found \(describe(titles))")
      },
    ])
  }
}

/// Shared by the racing threads: when to stop, and the first list that held a repeat.
final class RaceRun: Sendable {
  private let state = Mutex<(deadline: ContinuousClock.Instant, firstRepeat: [String]?)>(
    (.now + .seconds(1), nil))

  var isOver: Bool {
    state.withLock { $0.firstRepeat != nil || ContinuousClock.now >= $0.deadline }
  }

  var firstRepeat: [String]? { state.withLock { $0.firstRepeat } }

  func sawRepeat(_ titles: [String]) {
    state.withLock { if $0.firstRepeat == nil { $0.firstRepeat = titles } }
  }
}
