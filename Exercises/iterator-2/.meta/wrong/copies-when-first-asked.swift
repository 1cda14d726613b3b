// Mistake: the walk copies the queue's albums when it is first asked for one, not when
// it is made, so a change made in between is walked.
// Lesson: a walk's moment is when it is made: a `for` loop makes it, and code may run
// before the first album is asked for (chapter 13, a walk and a changing library).
import MVC

/// The albums of a play queue one at a time, front first, as the queue stood when the
/// walk was made: an album taken out of the queue after that still comes, and one put
/// in after that does not.
struct QueueWalk: IteratorProtocol {
  private let queue: PlayQueue
  private var albums: [Album]?
  private var place = 0

  /// A walk of `queue` as it stands now.
  init(over queue: PlayQueue) {
    self.queue = queue
  }

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    let albums = self.albums ?? queue.albums  // copied on the first call, kept after
    self.albums = albums
    guard place < albums.count else { return nil }
    place += 1
    return albums[place - 1]
  }
}
