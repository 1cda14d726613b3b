// Mistake: the playlist keeps its running time as a number, added to whenever items are
// appended, so a playlist whose items are replaced or removed plays for the old time.
// Lesson: a composite asks what it holds when asked; a total kept beside the tree goes
// stale as soon as the tree changes in a way the total did not foresee (chapter 10,
// the composite).

struct Playlist: Playable {
  let title: String
  var items: [any Playable] {
    didSet {
      if items.count > oldValue.count {
        seconds += items[oldValue.count...].reduce(0) { $0 + $1.seconds }
      }
    }
  }
  private(set) var seconds: Int

  init(title: String, items: [any Playable]) {
    self.title = title
    self.items = items
    seconds = items.reduce(0) { $0 + $1.seconds }
  }

  var trackTitles: [String] {
    items.flatMap(\.trackTitles)
  }
}
