// Mistake: the memento keeps a reference to the playlist instead of a copy of its state,
// so it always reads the playlist as it is now and a restore puts back nothing.
// Lesson: a memento is a snapshot of the originator's state at one moment (chapter 7,
// the memento).
// Exercise memento-1 · A playlist that remembers
//
// Give the playlist a memory: it makes a memento of its state and can be put back to
// any memento it made, however much it changed since. The task is in
// Chapters/07-Memento.md, section Exercises.

/// A sealed snapshot of a playlist: only this file can read what it holds.
struct PlaylistMemento {
  fileprivate let playlist: Playlist
}

extension Playlist {
  /// The playlist's state now, as a memento.
  func makeMemento() -> PlaylistMemento {
    PlaylistMemento(playlist: self)
  }

  /// Puts the playlist back exactly as it was when `memento` was made.
  func restore(from memento: PlaylistMemento) {
    tracks = memento.playlist.tracks
    position = memento.playlist.position
  }
}
