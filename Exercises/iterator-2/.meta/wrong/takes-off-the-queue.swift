// Mistake: the walk takes each album off the front of the queue as it gives it, so a
// walk empties the queue, and a change made during the walk is walked.
// Lesson: a walk reads what it walks and never changes it; taking albums off a queue
// is the queue's business, not its iterator's (chapter 13, the external iterator).
import MVC

/// The albums of a play queue one at a time, front first, as the queue stood when the
/// walk was made: an album taken out of the queue after that still comes, and one put
/// in after that does not.
struct QueueWalk: IteratorProtocol {
  private let queue: PlayQueue

  /// A walk of `queue` as it stands now.
  init(over queue: PlayQueue) {
    self.queue = queue
  }

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    queue.remove(at: 0)
  }
}
