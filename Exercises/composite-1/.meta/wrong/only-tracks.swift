// Mistake: only the tracks directly on the playlist are counted, found by a cast, so
// a nested playlist and a kind of item it never heard of count for nothing.
// Lesson: a composite answers by asking every item through the component, at any
// depth, never asking which kind it holds (chapter 10, the composite).

struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    items.compactMap { $0 as? Track }.reduce(0) { $0 + $1.seconds }
  }

  var trackTitles: [String] {
    items.compactMap { $0 as? Track }.map(\.title)
  }
}
