// Exercise adapter-3 · A radio in the player's queue
//
// The player plays anything Playable; the radio maker's RadioStation is not, and its
// code cannot change. Make a station playable in the player's queue: your design. The
// task is in Chapters/05-Adapter.md, section Exercises.

/// The station as the player's queue takes it.
func playable(_ station: RadioStation) -> any Playable {
  Silence()  // TODO: your design.
}

/// Plays nothing: a stand-in until a station can be played.
struct Silence: Playable {
  var name: String { "" }
  func play() -> String { "" }
}
