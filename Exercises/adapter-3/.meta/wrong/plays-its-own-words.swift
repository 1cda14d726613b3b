// Mistake: playing tunes the station but answers with words of its own, "♪" and the
// programme name, so a station that sends no name plays "♪ " where the receiver said
// "♪ (no programme name)".
// Lesson: an adapter passes the adaptee's answer through; it translates the call, not
// the result it gets back (chapter 5, an adapter translates).
/// The station as the player's queue takes it.
func playable(_ station: RadioStation) -> any Playable {
  station
}

extension RadioStation: Playable {
  /// `FM 98.5 · Jazz Hour`, or `FM 98.5` when the station sends no programme name.
  var name: String {
    let megahertz = "FM \(frequency / 1000).\(frequency % 1000 / 100)"
    return programme.map { "\(megahertz) · \($0)" } ?? megahertz
  }

  func play() -> String {
    _ = tune()
    return "♪ \(programme ?? "")"
  }

  /// The gain on the player's scale: -30 dB is 0, 0 dB is 10, three decibels a step.
  var volume: Int {
    min(max((gain + 30) / 3, 0), 10)
  }
}
