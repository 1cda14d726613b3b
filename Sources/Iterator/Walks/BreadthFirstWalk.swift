import Composite
import MVC

// snippet.breadth
/// The albums of a tree of shelves one at a time, shallowest first: the albums standing
/// on the outermost shelf, then those one shelf further in, and so on; on one level, in
/// the outline's order. The same shelves as `DepthFirstWalk`, walked another way, and
/// neither `Shelf` nor `Album` knows either walk.
///
/// It reads one level's lists while it gathers the next level's: it holds up to two
/// levels of shelves, not just a path.
public struct BreadthFirstWalk: IteratorProtocol, Sendable {
  /// The lists of the level being read, and the place in them.
  private var level: [[any LibraryItem]]
  private var place = (list: 0, item: 0)
  /// The lists of the shelves found on this level: the next level, read after it.
  private var nextLevel: [[any LibraryItem]] = []

  /// A walk of `root`: its own album if it is one, else the albums it holds.
  public init(over root: any LibraryItem) {
    level = [[root]]
  }

  /// The next album, or `nil` once every album was given.
  public mutating func next() -> Album? {
    while true {
      guard place.list < level.count else {
        guard !nextLevel.isEmpty else { return nil }
        (level, nextLevel, place) = (nextLevel, [], (0, 0))  // one level further in
        continue
      }
      let items = level[place.list]
      guard place.item < items.count else {
        place = (place.list + 1, 0)
        continue
      }
      let item = items[place.item]
      place.item += 1
      if let album = item.asAlbum { return album }
      nextLevel.append(item.items)  // a shelf: read with the next level
    }
  }

  /// How many lists the walk holds now: this level's and the next level's so far.
  public var heldLists: Int { level.count + nextLevel.count }
}
// snippet.end
