// Mistake: the playlist gathers its leaves itself, casting each item to Playlist to go
// down, and only then asks them; the answers are right, but the playlist now knows the
// kinds, and a second kind of composite (an album of tracks, say) is taken for a leaf.
// Lesson: a composite asks each item through the component and lets the item answer
// for whatever is under it; it never asks which kind it holds (chapter 10, casting in
// clients).

struct Playlist: Playable {
  let title: String
  var items: [any Playable]

  /// Everything under this playlist that is not a playlist, depth first.
  private var leaves: [any Playable] {
    items.flatMap { item -> [any Playable] in
      if let list = item as? Playlist { return list.leaves }
      return [item]
    }
  }

  var seconds: Int {
    leaves.reduce(0) { $0 + $1.seconds }
  }

  var trackTitles: [String] {
    leaves.flatMap(\.trackTitles)
  }
}
