// Mistake: the conformance leaves out `volume`, so the protocol extension's default, 5,
// answers for every station, however loud it comes in.
// Lesson: a requirement with a default in a protocol extension is answered by the
// default unless the adapter answers it itself; the compiler says nothing (chapter 5,
// "optional" requirements).
// Exercise adapter-3 · A radio in the player's queue
//
// The player plays anything Playable; the radio maker's RadioStation is not, and its
// code cannot change. Make a station playable in the player's queue: your design. The
// task is in Chapters/05-Adapter.md, section Exercises.

/// The station as the player's queue takes it.
func playable(_ station: RadioStation) -> any Playable {
  station
}

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
}
