// Wrong design: the playlist is a class, so putting it on itself makes a cycle and
// `seconds` recurses until the stack runs out. It breaks the chapter's "no cycles by
// construction": a value type puts a copy on the shelf, never the shelf itself.

final class Playlist: Playable {
  let title: String
  var items: [any Playable]

  init(title: String, items: [any Playable]) {
    self.title = title
    self.items = items
  }

  var seconds: Int { items.reduce(0) { $0 + $1.seconds } }
}
