// Mistake: the playlist is a class that puts a copy of itself in place of itself, so a
// playlist put directly on itself is safe, but one put inside a playlist it holds makes
// a cycle.
// Lesson: a cycle can close at any depth; a value type rules out all of them at once,
// by construction, where a guard for one shape leaves the others (chapter 10, no cycles
// by construction).

final class Playlist: Playable {
  let title: String
  var items: [any Playable] {
    didSet {
      items = items.map { $0 as AnyObject === self ? Playlist(title: title, items: oldValue) : $0 }
    }
  }

  init(title: String, items: [any Playable]) {
    self.title = title
    self.items = items
  }

  var seconds: Int { items.reduce(0) { $0 + $1.seconds } }

  var trackTitles: [String] { items.flatMap(\.trackTitles) }
}
