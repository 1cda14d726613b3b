// Mistake: the playlist lists the tracks directly on it first and the nested
// playlists' after, so the answer is right in length and wrong in order.
// Lesson: a composite asks its items in their order and keeps each answer whole; it
// never sorts its items by kind (chapter 10, casting in clients).

struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    items.reduce(0) { $0 + $1.seconds }
  }

  var trackTitles: [String] {
    let own = items.filter { !($0 is Playlist) }
    let nested = items.filter { $0 is Playlist }
    return (own + nested).flatMap(\.trackTitles)
  }
}
