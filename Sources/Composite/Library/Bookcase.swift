import Facade
import MVC

/// The shelves and the albums they hold, kept together: chapter 3's facade keeps the
/// albums (and posts their changes), the tree of shelves says where each one stands.
/// The commands of this chapter change both, through this type, so every album on the
/// shelves is in the library and every album of the library is on a shelf. Not
/// `Sendable`: it stays on the main actor with the screen, its outline and its commands.
public final class Bookcase {
  /// The albums' facade.
  public let library: LibraryAPI
  /// The tree of shelves, changed only by this chapter's code: its commands and a restore.
  public internal(set) var shelves: Shelf

  /// A bookcase over `library`, with `shelves` as its tree: the albums on them must be
  /// the library's albums (order aside).
  public init(library: LibraryAPI, shelves: Shelf) {
    (self.library, self.shelves) = (library, shelves)
  }
}
