import Facade
import MVC
import Synchronization

/// The shelves and the albums they hold, kept together: chapter 3's facade keeps the
/// albums (and posts their changes), the tree of shelves says where each one stands.
/// The commands of this chapter change both, through this type, so every album on the
/// shelves is in the library and every album of the library is on a shelf.
public final class Bookcase: Sendable {
  /// The albums' facade.
  public let library: LibraryAPI
  private let root: Mutex<Shelf>

  /// A bookcase over `library`, with `shelves` as its tree: the albums on them must be
  /// the library's albums (order aside).
  public init(library: LibraryAPI, shelves: Shelf) {
    self.library = library
    root = Mutex(shelves)
  }

  /// The tree of shelves: a copy, so nobody can change the bookcase through it.
  public var shelves: Shelf { root.withLock { $0 } }

  /// Sets a new tree over the same albums (a restored one, or a fresh arrangement).
  public func replaceShelves(with shelves: Shelf) {
    root.withLock { $0 = shelves }
  }

  /// Takes the item at `path` off the shelves; `nil` when there is none.
  func removeItem(at path: ShelfPath) -> (any LibraryItem)? {
    root.withLock { $0.remove(at: path) }
  }

  /// Puts `item` at `path`; `false` when the shelf the path names is not there.
  func insertItem(_ item: any LibraryItem, at path: ShelfPath) -> Bool {
    root.withLock { $0.insert(item, at: path) }
  }
}

extension Array where Element == Album {
  /// Where each of `albums` stands in this array, lowest first, each place used once
  /// (two equal albums take two places); `nil` when one of them is not here.
  func places(of albums: [Album]) -> [Int]? {
    var free = Dictionary(grouping: indices, by: { self[$0] })
    var places: [Int] = []
    for album in albums {
      guard let place = free[album]?.first else { return nil }
      free[album]?.removeFirst()
      places.append(place)
    }
    return places.sorted()
  }
}
