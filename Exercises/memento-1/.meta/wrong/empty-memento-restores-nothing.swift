// Mistake: a restore from a memento with no tracks is taken for a memento with nothing
// in it and skipped, so a playlist emptied at that moment never comes back to empty.
// Lesson: every moment is a state the originator can return to, the empty one included
// (chapter 7, the memento).
// Exercise memento-1 · A playlist that remembers
//
// Give the playlist a memory: it makes a memento of its state and can be put back to
// any memento it made, however much it changed since. The task is in
// Chapters/07-Memento.md, section Exercises.

/// A sealed snapshot of a playlist: only this file can read what it holds.
struct PlaylistMemento {
  fileprivate let tracks: [String]
  fileprivate let position: Int
}

extension Playlist {
  /// The playlist's state now, as a memento.
  func makeMemento() -> PlaylistMemento {
    PlaylistMemento(tracks: tracks, position: position)
  }

  /// Puts the playlist back exactly as it was when `memento` was made.
  func restore(from memento: PlaylistMemento) {
    guard !memento.tracks.isEmpty else { return }
    tracks = memento.tracks
    position = memento.position
  }
}
