// Exercise adapter-3 · A radio in the player's queue
//
// The player plays anything Playable; the radio maker's RadioStation is not, and its
// code cannot change. Make a station playable in the player's queue: your design. The
// task is in Chapters/05-Adapter.md, section Exercises.

/// The station as the player's queue takes it.
func playable(_ station: RadioStation) -> any Playable {
  // solution.begin
  station
  // solution.starter
  //>   Silence()  // TODO: your design.
  // solution.end
}
// solution.begin

/// The station itself is the adapter: Swift lets a type from elsewhere conform in an
/// extension, and each requirement reads the station as it is when asked.
extension RadioStation: Playable {
  /// `FM 98.5 · Jazz Hour`, or `FM 98.5` when the station sends no programme name.
  var name: String {
    let megahertz = "FM \(frequency / 1000).\(frequency % 1000 / 100)"
    return programme.map { "\(megahertz) · \($0)" } ?? megahertz
  }

  func play() -> String {
    tune()
  }

  /// The gain on the player's scale: -30 dB is 0, 0 dB is 10, three decibels a step.
  /// Without it, the protocol's default, 5, would answer for every station.
  var volume: Int {
    min(max((gain + 30) / 3, 0), 10)
  }
}
// solution.starter
//>
//> /// Plays nothing: a stand-in until a station can be played.
//> struct Silence: Playable {
//>   var name: String { "" }
//>   func play() -> String { "" }
//> }
// solution.end
