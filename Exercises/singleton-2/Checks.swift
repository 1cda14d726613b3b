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
      Check("any records and clears, one after another: the list is always as promised") {
        // Titles that differ only in case or a space at the end are different titles; a
        // clear() forgets everything recorded before it, whatever was read in between.
        // After every step the list is each title recorded since the last clear(), once,
        // the latest played first.
        let step = Generators.oneOf([
          Generators.sharedName.map { Optional($0) }, Generators.element(of: [String?.none]),
        ])
        try forAll(Generators.array(of: step, length: 0...16)) { steps in
          recent.clear()
          var expected: [String] = []
          for (done, step) in steps.enumerated() {
            if let title = step {
              recent.record(title)
              expected.removeAll { $0 == title }
              expected.insert(title, at: 0)
            } else {
              recent.clear()
              expected = []
            }
            let taken = steps.prefix(done + 1).map { $0.map { "record(\"\($0)\")" } ?? "clear()" }
            try expectEqual(
              recent.titles, expected, "titles after \(taken.joined(separator: ", "))")
          }
        }
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
      Check("threads recording titles of their own at once lose none of them") {
        // Each thread records titles no other thread records. A `record` that copies the
        // list under one lock and writes it back under another puts back a stale list,
        // and the titles other threads recorded in between are gone for good.
        recent.clear()
        let perThread = 1_000
        let threads = 4
        race(threads: threads) { thread, _ in
          for number in 0..<perThread { recent.record("Thread \(thread) album \(number)") }
        }
        let titles = recent.titles
        try expect(
          titles.count == threads * perThread && Set(titles).count == titles.count,
          "expected \(threads * perThread) different titles, found \(describe(titles))")
      },
      Check("threads recording and clearing the same titles never see one listed twice") {
        // Eight threads record the same two titles again and again and look at the list
        // right after each record, while a ninth keeps clearing it, so the titles are
        // often missing. A `record` that looks or removes under one lock and inserts
        // under another lets two threads both put the same title in. Many threads and
        // the clearing keep that gap open on one core too; the run lasts two seconds and
        // stops at the first repeat.
        recent.clear()
        let run = race(threads: 9, stoppingAfter: .seconds(2)) { thread, run in
          var round = 0
          while !run.isOver {
            round += 1
            if thread == 0 {
              recent.clear()
              continue
            }
            let title = round % 2 == 0 ? "Heroes" : "Low"
            recent.record(title)
            let titles = recent.titles
            if Set(titles).count != titles.count { run.sawRepeat(titles) }
          }
        }
        if let repeated = run.firstRepeat {
          try fail("a list read during the run held a title twice: \(describe(repeated))")
        }
      },
    ])
  }
}

/// Runs `body` on `threads` threads at once, each told its number and the run (which
/// is over at the first repeat or after `duration`), and returns when all are done.
@discardableResult
func race(
  threads: Int, stoppingAfter duration: Duration = .seconds(5),
  _ body: @escaping @Sendable (Int, RaceRun) -> Void
) -> RaceRun {
  let run = RaceRun(deadline: .now + duration)
  let done = DispatchGroup()
  for thread in 0..<threads {
    done.enter()
    Thread.detachNewThread {
      body(thread, run)
      done.leave()
    }
  }
  done.wait()
  return run
}

/// Shared by the racing threads: when to stop, and the first list that held a repeat.
final class RaceRun: Sendable {
  private let state: Mutex<(deadline: ContinuousClock.Instant, firstRepeat: [String]?)>

  init(deadline: ContinuousClock.Instant) {
    state = Mutex((deadline, nil))
  }

  var isOver: Bool {
    state.withLock { $0.firstRepeat != nil || ContinuousClock.now >= $0.deadline }
  }

  var firstRepeat: [String]? { state.withLock { $0.firstRepeat } }

  func sawRepeat(_ titles: [String]) {
    state.withLock { if $0.firstRepeat == nil { $0.firstRepeat = titles } }
  }
}
