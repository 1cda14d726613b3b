// Exercise composite-1 · A playlist's running time
//
// `Track` is a leaf of the Playable component; write the composite. The task is in
// Chapters/10-Composite.md, section Exercises.

/// A named list of tracks and playlists: it plays everything it holds, in order.
struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    // solution.begin
    items.reduce(0) { $0 + $1.seconds }
    // solution.starter
    //>     0  // TODO: how long does everything it holds play?
    // solution.end
  }

  var trackTitles: [String] {
    // solution.begin
    items.flatMap(\.trackTitles)
    // solution.starter
    //>     []  // TODO: which tracks does it play, and in which order?
    // solution.end
  }
}
