// Mistake: the memento keeps the tracks and the title playing rather than its position,
// and a restore looks the title up, so with a track listed twice it lands on the first.
// Lesson: a memento holds the originator's state as it is, not a description of it that
// has to be looked up again (chapter 7, the memento).
// Exercise memento-1 · A playlist that remembers
//
// Give the playlist a memory: it makes a memento of its state and can be put back to
// any memento it made, however much it changed since. The task is in
// Chapters/07-Memento.md, section Exercises.

/// A sealed snapshot of a playlist: only this file can read what it holds.
struct PlaylistMemento {
  fileprivate let tracks: [String]
  fileprivate let playing: String?
}

extension Playlist {
  /// The playlist's state now, as a memento.
  func makeMemento() -> PlaylistMemento {
    PlaylistMemento(
      tracks: tracks, playing: tracks.indices.contains(position) ? tracks[position] : nil)
  }

  /// Puts the playlist back exactly as it was when `memento` was made.
  func restore(from memento: PlaylistMemento) {
    tracks = memento.tracks
    position = memento.playing.flatMap { tracks.firstIndex(of: $0) } ?? 0
  }
}
