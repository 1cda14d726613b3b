import MVC

// Exercise iterator-2 · A queue that changes while it is walked
//
// Decide what a walk of a play queue holds, so that changes to the queue cannot upset
// it. The task is in Chapters/13-Iterator.md, section Exercises.

/// The albums of a play queue one at a time, front first, as the queue stood when the
/// walk was made: an album taken out of the queue after that still comes, and one put
/// in after that does not.
struct QueueWalk: IteratorProtocol {
  // solution.begin
  /// The queue's albums when the walk was made. An array is a value: the queue's
  /// changes make it a new array and leave this one alone, and until one of them
  /// changes, the two share their storage, so the copy costs nothing.
  private let albums: [Album]
  /// The place of the next album to give.
  private var place = 0

  /// A walk of `queue` as it stands now.
  init(over queue: PlayQueue) {
    albums = queue.albums
  }

  /// The next album, or `nil` once every album was given, and every time after.
  mutating func next() -> Album? {
    guard place < albums.count else { return nil }
    place += 1
    return albums[place - 1]
  }
  // solution.starter
  //>   /// A walk of `queue` as it stands now.
  //>   init(over queue: PlayQueue) {}
  //>
  //>   /// The next album, or `nil` once every album was given, and every time after.
  //>   mutating func next() -> Album? {
  //>     nil  // TODO: what does a walk hold, to keep its promise?
  //>   }
  // solution.end
}
