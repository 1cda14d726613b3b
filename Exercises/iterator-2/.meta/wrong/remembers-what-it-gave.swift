// Mistake: the walk reads the queue as it is now and gives the first album it has not
// given yet, so an album equal to one given is never given, and albums put in after
// the walk began are.
// Lesson: which album a walk gives next is its place, not what it remembers of the
// albums: equal albums are still two places in the queue (chapter 13, the external
// iterator).
import MVC

/// The albums of a play queue one at a time, front first, as the queue stood when the
/// walk was made: an album taken out of the queue after that still comes, and one put
/// in after that does not.
struct QueueWalk: IteratorProtocol {
  private let queue: PlayQueue
  private var given: [Album] = []

  /// A walk of `queue` as it stands now.
  init(over queue: PlayQueue) {
    self.queue = queue
  }

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    guard let album = queue.albums.first(where: { !given.contains($0) }) else { return nil }
    given.append(album)
    return album
  }
}
