// The checks of exercise visitor-3. Read them; do not edit them.
import ExerciseSupport

/// A set list as the checks plan it, made through your functions.
indirect enum Planned: CustomStringConvertible {
  case plannedSong(String, Int)
  case plannedMedley(String, [Planned])
  case plannedEncore([Planned])

  var entry: SetListEntry {
    switch self {
    case .plannedSong(let title, let seconds): song(title, seconds: seconds)
    case .plannedMedley(let title, let songs): medley(title, entries(songs))
    case .plannedEncore(let held): encore(entries(held))
    }
  }

  /// The task's rules, written as plainly as possible.
  func seconds(inMedley: Bool = false) -> Int {
    switch self {
    case .plannedSong(_, let seconds): inMedley ? min(seconds, 60) : seconds
    case .plannedMedley(_, let songs): songs.map { $0.seconds(inMedley: true) }.reduce(0, +)
    case .plannedEncore(let entries): 90 + entries.map { $0.seconds() }.reduce(0, +)
    }
  }

  var heard: [String] {
    switch self {
    case .plannedSong(let title, _), .plannedMedley(let title, _): [title]
    case .plannedEncore(let entries): ["Encore"] + entries.flatMap(\.heard)
    }
  }

  var description: String {
    switch self {
    case .plannedSong(let title, let seconds): "song(\"\(title)\", \(seconds) s)"
    case .plannedMedley(let title, let songs): "medley(\"\(title)\", \(songs))"
    case .plannedEncore(let entries): "encore(\(entries))"
    }
  }
}

/// What `planned` makes through your functions, in order.
func entries(_ planned: [Planned]) -> [SetListEntry] {
  var made: [SetListEntry] = []
  for entry in planned { made.append(entry.entry) }
  return made
}

let plannedSong = Generators.sharedName.flatMap { title in
  Generators.int(in: 0...400).map { Planned.plannedSong(title, $0) }
}
let plannedMedley = Generators.sharedName.flatMap { title in
  Generators.array(of: plannedSong, length: 0...4).map { Planned.plannedMedley(title, $0) }
}
let plannedEncore = Generators.array(
  of: Generators.oneOf([plannedSong, plannedMedley]), length: 0...3
).map { Planned.plannedEncore($0) }
/// Set lists of songs around a minute long, medleys and encores, in any order.
let setLists = Generators.array(
  of: Generators.oneOf([plannedSong, plannedMedley, plannedEncore]), length: 0...6)

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a concert plays and is heard as the task says") {
        let concert: [Planned] = [
          .plannedSong("Blue Hour", 200),
          .plannedMedley("Harbour Medley", [.plannedSong("Tide", 100), .plannedSong("Gull", 45)]),
          .plannedEncore([.plannedSong("Coda", 300)]),
        ]
        try expectEqual(playingSeconds(of: entries(concert)), 695, "seconds played")
        try expectEqual(
          runningOrder(of: entries(concert)),
          ["Blue Hour", "Harbour Medley", "Encore", "Coda"],
          "the running order")
      },
      Check("any set list plays for as long as its songs, medleys and encores say") {
        try forAll(setLists) { planned in
          try expectEqual(
            playingSeconds(of: entries(planned)), planned.map { $0.seconds() }.reduce(0, +),
            "the seconds played of \(planned)")
        }
      },
      Check("any set list is heard in order, a medley once, an encore announced") {
        try forAll(setLists) { planned in
          try expectEqual(
            runningOrder(of: entries(planned)), planned.flatMap(\.heard),
            "the running order of \(planned)")
        }
      },
      Check("the kinds are told apart by the compiler, never by asking a value its type") {
        let asked = try SwiftSource(contentsOfFile: "SetList.swift").typeTests
        try expect(
          asked.isEmpty,
          "SetList.swift asks values their type (\(asked.joined(separator: ", "))). Let each"
            + " kind of entry choose the code that runs for it: a method for each kind in a"
            + " visitor that the entry's accept calls, or an enum and an exhaustive switch.")
      },
    ])
  }
}
