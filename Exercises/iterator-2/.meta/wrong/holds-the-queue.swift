// Mistake: the walk holds the queue itself and a place in it, so an album taken out in
// front of its place makes it skip one, and an album put in makes it give one twice.
// Lesson: a walk holds what it walks as it must stay: a queue that is a class changes
// under it, and a copy of its albums, a value, does not (chapter 13, a walk and a
// changing library).
import MVC

/// The albums of a play queue one at a time, front first, as the queue stood when the
/// walk was made: an album taken out of the queue after that still comes, and one put
/// in after that does not.
struct QueueWalk: IteratorProtocol {
  private let queue: PlayQueue
  private var place = 0

  /// A walk of `queue` as it stands now.
  init(over queue: PlayQueue) {
    self.queue = queue
  }

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    guard place < queue.albums.count else { return nil }
    place += 1
    return queue.albums[place - 1]
  }
}
