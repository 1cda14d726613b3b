// Mistake: the playlist asks which kind each item is and knows two, Track and
// Playlist, so nesting works but a third kind of item is silently left out.
// Lesson: clients of the component never switch on the kind; a new kind must work
// with no change to them (chapter 10, casting in clients).

struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  var seconds: Int {
    var total = 0
    for item in items {
      if let track = item as? Track {
        total += track.seconds
      } else if let playlist = item as? Playlist {
        total += playlist.seconds
      }
    }
    return total
  }

  var trackTitles: [String] {
    items.flatMap(\.trackTitles)
  }
}
