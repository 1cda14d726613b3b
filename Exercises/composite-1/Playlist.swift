// Exercise composite-1 · A playlist's running time
//
// `Track` is a leaf of the Playable component; write the composite. The task is in
// Chapters/10-Composite.md, section Exercises.

/// A named list of tracks and playlists: it plays everything it holds, in order.
struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    0  // TODO: how long does everything it holds play?
  }

  var trackTitles: [String] {
    []  // TODO: which tracks does it play, and in which order?
  }
}
