import AppSupport
import Command
import Facade

// snippet.command
/// Deleting one item of the outline, album or shelf, as one command made of chapter 8's:
/// a `DeleteAlbumCommand` for each album the item holds, then the item off its shelf. A
/// command of commands is the Gang of Four's macro command, a composite in its own right.
/// It never asks which kind of item it has: an album is an item that holds one album.
public struct DeleteItemCommand: UndoableCommand {
  /// The receiver: the shelves and the library's facade.
  public let bookcase: Bookcase
  public let path: ShelfPath
  public let item: any LibraryItem
  /// Chapter 8's deletions of the item's albums, from the last place in the library down,
  /// so each place still holds its album when its turn comes.
  public let deletions: [DeleteAlbumCommand]

  /// A command that deletes the item at `path`; `nil` when there is none, or when its
  /// albums are not all in the library.
  public init?(deletingItemAt path: ShelfPath, from bookcase: Bookcase) {
    guard let item = bookcase.shelves.item(at: path),
      let places = bookcase.library.albums.places(of: item.albums)
    else { return nil }
    (self.bookcase, self.path, self.item) = (bookcase, path, item)
    deletions = places.reversed().compactMap {
      DeleteAlbumCommand(deletingAlbumAt: $0, from: bookcase.library)
    }
  }

  /// Each deletion in turn (a refused one takes back those before it), then the item off
  /// its shelf.
  public func execute() throws(LibraryError) -> ShelfChange {
    var posts: [Task<PostOutcome, Never>] = []
    for deletion in deletions {
      do {
        posts.append(try deletion.execute().post)
      } catch {
        for done in deletions.prefix(posts.count).reversed() { _ = try? done.undo() }
        throw error
      }
    }
    _ = bookcase.shelves.remove(at: path)
    return ShelfChange(item: item, path: path, post: posts.last ?? Task { .offline })
  }

  /// Each deletion undone, from the first place up, so the albums before each are back
  /// already; then the item back on its shelf, where it was.
  public func undo() throws(LibraryError) -> ShelfChange {
    var last = Task<PostOutcome, Never> { .offline }
    for deletion in deletions.reversed() { last = try deletion.undo().post }
    bookcase.shelves.insert(item, at: path)
    return ShelfChange(item: item, path: path, post: last)
  }
}
// snippet.end

/// What a command on the shelves did, for the screen to show: the item it was about,
/// where it stands (or stood), and the last post to the server.
public struct ShelfChange: Sendable {
  public let item: any LibraryItem
  public let path: ShelfPath
  /// The last of the change's posts, which waits for the others; offline, or for a
  /// shelf with no albums, it posts nothing.
  public let post: Task<PostOutcome, Never>
}
