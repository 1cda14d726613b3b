// Mistake: the memento is an object whose state a restore moves into the playlist,
// leaving it empty, so a memento restores once and then no more.
// Lesson: the caretaker may restore from a memento again and again; the originator
// reads it, never changes it (chapter 7, the memento).
// Exercise memento-1 · A playlist that remembers
//
// Give the playlist a memory: it makes a memento of its state and can be put back to
// any memento it made, however much it changed since. The task is in
// Chapters/07-Memento.md, section Exercises.

/// A sealed snapshot of a playlist: only this file can read what it holds.
final class PlaylistMemento {
  fileprivate var tracks: [String]
  fileprivate var position: Int

  fileprivate init(tracks: [String], position: Int) {
    self.tracks = tracks
    self.position = position
  }
}

extension Playlist {
  /// The playlist's state now, as a memento.
  func makeMemento() -> PlaylistMemento {
    PlaylistMemento(tracks: tracks, position: position)
  }

  /// Puts the playlist back exactly as it was when `memento` was made.
  func restore(from memento: PlaylistMemento) {
    tracks = memento.tracks
    position = memento.position
    memento.tracks = []
    memento.position = 0
  }
}
