import Composite
import MVC

// snippet.breadth
/// The albums of a tree of shelves one at a time, shallowest first: the albums standing
/// on the outermost shelf, then those one shelf further in, and so on; on one level, in
/// the outline's order. The same shelves as `DepthFirstWalk`, walked another way, and
/// neither `Shelf` nor `Album` knows either walk.
///
/// It keeps a queue of the lists it has still to read: the shelves found on this level
/// wait for the next, so it holds up to a level's shelves, not just a path.
public struct BreadthFirstWalk: IteratorProtocol, Sendable {
  private var waiting: [(items: [any LibraryItem], next: Int)]
  /// The first list of `waiting` still to read: the ones before it are done.
  private var front = 0

  /// A walk of `root`: its own album if it is one, else the albums it holds.
  public init(over root: any LibraryItem) {
    waiting = [([root], 0)]
  }

  /// The next album, or `nil` once every album was given.
  public mutating func next() -> Album? {
    while front < waiting.count {
      let (items, next) = waiting[front]
      guard next < items.count else {
        front += 1
        if front * 2 > waiting.count {  // drop the lists read, now and then, not each time
          waiting.removeFirst(front)
          front = 0
        }
        continue
      }
      waiting[front].next = next + 1
      if let album = items[next].asAlbum { return album }
      waiting.append((items[next].items, 0))  // a shelf: read after this level
    }
    return nil
  }

  /// How many lists the walk holds now, read or waiting.
  public var heldLists: Int { waiting.count }
}
// snippet.end
