// Mistake: stations drop their programme name now and then, so the adapter keeps the last
// name it saw and shows it while the station sends none.
// Lesson: an adapter speaks for the adaptee as it is when asked, and adds nothing it does
// not say now (chapter 5, an adapter translates).
/// The station as the player's queue takes it.
func playable(_ station: RadioStation) -> any Playable {
  StationItem(station: station)
}

/// A station in the queue, and the last programme name it was seen to send.
final class StationItem: Playable {
  private let station: RadioStation
  private var lastProgramme: String?

  init(station: RadioStation) {
    self.station = station
  }

  /// `FM 98.5 · Jazz Hour`, or `FM 98.5` when the station has never sent a name.
  var name: String {
    if let programme = station.programme { lastProgramme = programme }
    let megahertz = "FM \(station.frequency / 1000).\(station.frequency % 1000 / 100)"
    return lastProgramme.map { "\(megahertz) · \($0)" } ?? megahertz
  }

  func play() -> String {
    station.tune()
  }

  /// The gain on the player's scale: -30 dB is 0, 0 dB is 10, three decibels a step.
  var volume: Int {
    min(max((station.gain + 30) / 3, 0), 10)
  }
}
