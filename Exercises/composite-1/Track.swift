// Given with exercise composite-1. Read it; do not edit it: the component and its leaf.

/// What every part of a playlist answers: the component.
protocol Playable {
  var title: String { get }
  var seconds: Int { get }
}

/// One track: a leaf.
struct Track: Playable {
  let title: String
  let seconds: Int
}
