// Mistake: the playlist is made a class, so putting it on itself makes a cycle, and
// `seconds` would recurse until the stack ran out.
// Lesson: a value type puts a copy on the shelf, never the shelf itself, so no cycle
// can be made (chapter 10, no cycles by construction).

final class Playlist: Playable {
  let title: String
  var items: [any Playable]

  init(title: String, items: [any Playable]) {
    self.title = title
    self.items = items
  }

  var seconds: Int { items.reduce(0) { $0 + $1.seconds } }

  var trackTitles: [String] { items.flatMap(\.trackTitles) }
}
