// Given with exercise adapter-3. Read it; do not edit it: it is the player's code.

/// Target: what the player knows how to play.
protocol Playable {
  /// What the player's screen shows for it.
  var name: String { get }
  /// Starts it and returns what comes out of the speaker.
  func play() -> String
  /// From 0 (silent) to 10. An "optional" requirement: the extension below answers for
  /// whoever does not.
  var volume: Int { get }
}

extension Playable {
  var volume: Int { 5 }
}

/// A track of the player's own.
struct Track: Playable {
  let name: String
  func play() -> String { "▶ \(name)" }
}

/// Plays its queue in order, through `Playable` alone.
struct Player {
  var queue: [any Playable] = []

  /// One line per item: its name, what it played, and its volume.
  func playAll() -> [String] {
    queue.map { "\($0.name): \($0.play()), volume \($0.volume)" }
  }
}
