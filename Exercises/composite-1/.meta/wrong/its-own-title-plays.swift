// Mistake: the playlist counts its own title among the tracks it plays, as if the
// composite were one more leaf.
// Lesson: a composite answers for what it holds; only the leaves are tracks, and the
// composite adds its items' answers, nothing of its own (chapter 10, the composite).

struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    items.reduce(0) { $0 + $1.seconds }
  }

  var trackTitles: [String] {
    [title] + items.flatMap(\.trackTitles)
  }
}
