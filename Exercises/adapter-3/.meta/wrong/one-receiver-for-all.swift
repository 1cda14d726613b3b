// Mistake: the radio has one receiver, so the adapter keeps the station in one place for
// every item: each station adapted takes the place of the one before, and two stations
// in the queue both play the last.
// Lesson: an object adapter holds its own adaptee; adapters of two stations are two
// objects that share nothing (chapter 5, object adapters).
/// The station the receiver is set to.
nonisolated(unsafe) private var receiverStation: RadioStation?

/// The station as the player's queue takes it.
func playable(_ station: RadioStation) -> any Playable {
  receiverStation = station
  return Receiver()
}

/// Plays whatever station the receiver is set to.
struct Receiver: Playable {
  private var station: RadioStation { receiverStation! }

  /// `FM 98.5 · Jazz Hour`, or `FM 98.5` when the station sends no programme name.
  var name: String {
    let megahertz = "FM \(station.frequency / 1000).\(station.frequency % 1000 / 100)"
    return station.programme.map { "\(megahertz) · \($0)" } ?? megahertz
  }

  func play() -> String {
    station.tune()
  }

  /// The gain on the player's scale: -30 dB is 0, 0 dB is 10, three decibels a step.
  var volume: Int {
    min(max((station.gain + 30) / 3, 0), 10)
  }
}
