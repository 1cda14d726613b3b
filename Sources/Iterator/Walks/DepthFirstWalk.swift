import Composite
import MVC

// snippet.external
/// The albums of a tree of shelves one at a time, depth first: the albums inside an
/// item all come before the item after it, so they come in the outline's order (the
/// Gang of Four's *concrete iterator*).
///
/// The walk keeps only the path it is on: for each shelf it has entered, that shelf's
/// items and the place of the next one. Those lists are the tree's own (an array is
/// copied only when one of its copies is written to), so walking a library of any size
/// holds as many places as the tree is deep, never a list of its albums.
public struct DepthFirstWalk: IteratorProtocol, Sendable {
  private var path: [(items: [any LibraryItem], next: Int)]

  /// A walk of `root`: its own album if it is one, else the albums it holds.
  public init(over root: any LibraryItem) {
    path = [([root], 0)]
  }

  /// The next album, or `nil` once every album was given.
  public mutating func next() -> Album? {
    while let (items, next) = path.last {
      guard next < items.count else {
        path.removeLast()  // this shelf is done: back to the one that holds it
        continue
      }
      path[path.count - 1].next = next + 1
      if let album = items[next].asAlbum { return album }
      path.append((items[next].items, 0))  // a shelf: its items before the next item
    }
    return nil
  }

  /// How many lists the walk holds now: one per shelf on its path, and the root's.
  public var heldLists: Int { path.count }
}
// snippet.end
