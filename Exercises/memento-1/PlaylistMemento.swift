// Exercise memento-1 · A playlist that remembers
//
// Give the playlist a memory: it makes a memento of its state and can be put back to
// any memento it made, however much it changed since. The task is in
// Chapters/07-Memento.md, section Exercises.

/// A sealed snapshot of a playlist: only this file can read what it holds.
struct PlaylistMemento {
  // TODO: what must a snapshot hold so the playlist can come back to it?
}

extension Playlist {
  /// The playlist's state now, as a memento.
  func makeMemento() -> PlaylistMemento {
    PlaylistMemento()
  }

  /// Puts the playlist back exactly as it was when `memento` was made.
  func restore(from memento: PlaylistMemento) {
    // TODO: put the state back.
  }
}
