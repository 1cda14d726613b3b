// Wrong design: only the tracks directly on the playlist are counted, found by a cast.
// It breaks the chapter's lesson that a composite answers by asking every item through
// the component, at any depth, and never asks which kind of item it holds.

struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    items.compactMap { $0 as? Track }.reduce(0) { $0 + $1.seconds }
  }
}
