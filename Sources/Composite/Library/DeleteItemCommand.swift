import Command
import Facade
import MVC

// snippet.command
/// Deleting one item of the outline, album or shelf, as one command: it takes the item
/// off its shelf and deletes every album it holds from the library, and its undo puts
/// them all back. It never asks which kind of item it has: an album is an item that
/// holds one album.
public struct DeleteItemCommand: UndoableCommand, Sendable {
  /// The receiver: the shelves and the library's facade.
  public let bookcase: Bookcase
  public let path: ShelfPath
  public let item: any LibraryItem
  /// Where the item's albums stood in the library, lowest first, beside each album.
  public let places: [(index: Int, album: Album)]

  /// A command that deletes the item at `path`; `nil` when there is none, or when its
  /// albums are not all in the library.
  public init?(deletingItemAt path: ShelfPath, from bookcase: Bookcase) {
    let albums = bookcase.library.albums
    guard let item = bookcase.shelves.item(at: path),
      let indices = albums.places(of: item.albums)
    else { return nil }
    self.bookcase = bookcase
    self.path = path
    self.item = item
    places = indices.map { ($0, albums[$0]) }
  }

  /// Deletes the albums from the last place down, so each place still holds its album
  /// when its turn comes; then takes the item off its shelf.
  ///
  public func execute() throws(LibraryError) -> ShelfChange {
    var last = Task<PostOutcome, Never> { .offline }
    for (done, place) in places.reversed().enumerated() {
      do {
        last = try bookcase.library.deleteAlbum(at: place.index)
      } catch {
        putBack(places.suffix(done))  // the deletions made before this one
        throw error
      }
    }
    _ = bookcase.removeItem(at: path)
    return ShelfChange(item: item, path: path, post: last)
  }

  /// Puts the albums back from the first place up, so the ones before each are already
  /// there; then puts the item back on its shelf, where it was.
  public func undo() throws(LibraryError) -> ShelfChange {
    var last = Task<PostOutcome, Never> { .offline }
    for place in places {
      last = try bookcase.library.addAlbum(place.album, at: place.index)
    }
    _ = bookcase.insertItem(item, at: path)
    return ShelfChange(item: item, path: path, post: last)
  }

  private func putBack(_ deleted: ArraySlice<(index: Int, album: Album)>) {
    for place in deleted { _ = try? bookcase.library.addAlbum(place.album, at: place.index) }
  }
}
// snippet.end
