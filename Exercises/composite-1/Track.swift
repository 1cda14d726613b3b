// Given with exercise composite-1. Read it; do not edit it: the component and its leaf.

/// What every part of a playlist answers: the component.
protocol Playable {
  var title: String { get }
  /// How long it plays, in seconds.
  var seconds: Int { get }
  /// The titles of the tracks it plays, in the order it plays them.
  var trackTitles: [String] { get }
}

/// One track: a leaf. It plays itself, once.
struct Track: Playable {
  let title: String
  let seconds: Int
  var trackTitles: [String] { [title] }
}
