// Given with exercise memento-1. Read it; do not edit it.

/// The originator: a playlist being played. Its state is the tracks and the position of
/// the one playing; a memento must capture exactly that.
final class Playlist {
  /// Internal rather than private only so that `PlaylistMemento.swift`, another file,
  /// can restore them; nothing else should write them.
  var tracks: [String]
  var position: Int

  init(tracks: [String], position: Int = 0) {
    self.tracks = tracks
    self.position = position
  }

  func add(_ track: String) { tracks.append(track) }

  func skip() { position = tracks.isEmpty ? 0 : (position + 1) % tracks.count }

  func removeCurrent() {
    guard tracks.indices.contains(position) else { return }
    tracks.remove(at: position)
    position = min(position, max(0, tracks.count - 1))
  }
}
