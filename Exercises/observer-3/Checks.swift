// The checks of exercise observer-3. Read them; do not edit them.
import ExerciseSupport
import Foundation

@MainActor
final class Titles {
  var heard: [String] = []
}

/// What happens in a check's run: a counter starts on the shared centre, a counter
/// (by its number) goes, or a title is posted as a finished track or as another event.
enum Happening: Sendable, CustomStringConvertible {
  case start
  case stop(Int)
  case finished(String)
  case other(String)

  static let any = Generators.oneOf([
    Generators.element(of: [Happening.start]),
    Generators.int(in: 0...2).map { Happening.stop($0) },
    Generators.sharedName.map { Happening.finished($0) },
    Generators.sharedName.map { Happening.other($0) },
  ])

  var description: String {
    switch self {
    case .start: "a counter starts"
    case .stop(let number): "counter \(number) goes"
    case .finished(let title): "“\(title)” finishes"
    case .other(let title): "another event carries “\(title)”"
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("every track finished is counted, once") {
        let center = NotificationCenter()
        let titles = Titles()
        let counter = PlayCounter(center: center) { titles.heard.append($0) }
        TrackFinished.post("Blue Hour", to: center)
        TrackFinished.post("Northbound", to: center)
        try expectEqual(counter.count, 2, "tracks counted")
        try expectEqual(titles.heard, ["Blue Hour", "Northbound"], "titles told")
      },
      Check("only its own centre is heard") {
        let titles = Titles()
        let counter = PlayCounter(center: NotificationCenter()) { titles.heard.append($0) }
        TrackFinished.post("Elsewhere", to: NotificationCenter())
        TrackFinished.post("Elsewhere", to: .default)
        try expectEqual(counter.count, 0, "tracks counted from other centres")
      },
      Check("a counter that goes is not kept alive, and is told nothing more") {
        let center = NotificationCenter()
        let titles = Titles()
        weak var weakCounter: PlayCounter?
        do {
          let counter = PlayCounter(center: center) { titles.heard.append($0) }
          weakCounter = counter
          TrackFinished.post("Before", to: center)
        }
        try expect(
          weakCounter == nil,
          "the counter outlived its owner: the observer's closure holds it strongly")
        TrackFinished.post("After", to: center)
        try expectEqual(
          titles.heard, ["Before"],
          "titles told (an observation left registered still runs after its counter went)")
      },
      Check("counters come and go on one centre: each counts every track of its own time") {
        // Several counters on one centre, started and gone in any order, the same title
        // finishing again, other events carrying titles too: each counter counts, and
        // tells, every track finished while it exists, and nothing else.
        try forAll(Generators.array(of: Happening.any, length: 1...14)) { happenings in
          let center = NotificationCenter()
          var counters: [PlayCounter?] = []
          var told: [Titles] = []
          var expected: [[String]] = []
          for (step, happening) in happenings.enumerated() {
            let happened = happenings.prefix(step + 1).map(\.description).joined(separator: ", ")
            switch happening {
            case .start:
              let titles = Titles()
              counters.append(PlayCounter(center: center) { titles.heard.append($0) })
              told.append(titles)
              expected.append([])
            case .stop(let number):
              if counters.indices.contains(number) { counters[number] = nil }
            case .finished(let title):
              TrackFinished.post(title, to: center)
              for number in counters.indices where counters[number] != nil {
                expected[number].append(title)
              }
            case .other(let title):
              center.post(name: Notification.Name("SomethingElse"), object: title)
            }
            for number in counters.indices {
              try expectEqual(
                told[number].heard, expected[number],
                "the titles counter \(number) told after \(happened)")
              if let counter = counters[number] {
                try expectEqual(
                  counter.count, expected[number].count,
                  "the count of counter \(number) after \(happened)")
              }
            }
          }
        }
      },
    ])
  }
}
