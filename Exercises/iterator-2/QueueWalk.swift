import MVC

// Exercise iterator-2 · A queue that changes while it is walked
//
// Decide what a walk of a play queue holds, so that changes to the queue cannot upset
// it. The task is in Chapters/13-Iterator.md, section Exercises.

/// The albums of a play queue one at a time, front first, as the queue stood when the
/// walk was made: an album taken out of the queue after that still comes, and one put
/// in after that does not.
struct QueueWalk: IteratorProtocol {
  /// A walk of `queue` as it stands now.
  init(over queue: PlayQueue) {}

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    nil  // TODO: what does a walk hold, to keep its promise?
  }
}
