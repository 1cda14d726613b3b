// Mistake: an adapter that copies the station's name and volume when it is made, so a
// station retuned or turned up later plays under its old name and loudness.
// Lesson: an adapter holds the adaptee and translates each call when it comes, so it
// always speaks for the adaptee as it is (chapter 5, object adapters).
/// The station as the player's queue takes it.
func playable(_ station: RadioStation) -> any Playable {
  StationAdapter(station: station)
}

/// The station's name and volume, translated once, and the station for playing.
struct StationAdapter: Playable {
  let station: RadioStation
  let name: String
  let volume: Int

  init(station: RadioStation) {
    self.station = station
    let megahertz = "FM \(station.frequency / 1000).\(station.frequency % 1000 / 100)"
    name = station.programme.map { "\(megahertz) · \($0)" } ?? megahertz
    volume = min(max((station.gain + 30) / 3, 0), 10)
  }

  func play() -> String {
    station.tune()
  }
}
