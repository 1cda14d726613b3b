// The checks of exercise observer-3. Read them; do not edit them.
import ExerciseSupport
import Foundation

@MainActor
final class Titles {
  var heard: [String] = []
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
    ])
  }
}
