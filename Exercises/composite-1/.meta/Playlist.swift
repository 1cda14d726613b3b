// Exercise composite-1 · A playlist's running time
//
// `Track` is a leaf of the Playable component; write the composite. The task is in
// Chapters/10-Composite.md, section Exercises.

/// A named list of tracks and playlists: it lasts as long as everything it holds.
struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    // solution.begin
    items.reduce(0) { $0 + $1.seconds }
    // solution.starter
    //>     0  // TODO: ask what the playlist holds
    // solution.end
  }
}
