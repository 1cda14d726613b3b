// The pattern in miniature: an object adapter in one file, outside the app.
// Chapter 5 quotes it; `swift run miniature-adapter` prints what the chapter shows.

// snippet.miniature
/// Target: what the player knows how to use.
protocol Playable {
  var name: String { get }
  func play() -> String
  /// An "optional" requirement: the extension below answers for whoever does not.
  var volume: Int { get }
}

extension Playable {
  var volume: Int { 5 }
}

/// A target the player's own code wrote.
struct Track: Playable {
  let name: String
  func play() -> String { "▶ \(name)" }
}

/// Adaptee: a type from elsewhere, with names of its own. It cannot change.
struct CassetteTape {
  let label: String
  let sideA: [String]
}

/// Object adapter: it is a `Playable`, holds the adaptee, and translates each call.
struct TapeAdapter: Playable {
  let tape: CassetteTape
  var name: String { "tape “\(tape.label)”" }
  func play() -> String { "▶ " + (tape.sideA.first ?? "(blank side)") }
  var volume: Int { 3 }  // tapes hiss: this one answers for itself
}

let queue: [any Playable] = [
  Track(name: "Harbour Lights"),
  TapeAdapter(tape: CassetteTape(label: "Summer 1987", sideA: ["Blue Hour", "Northbound"])),
]
for item in queue { print("\(item.name): \(item.play()), volume \(item.volume)") }
// snippet.end
