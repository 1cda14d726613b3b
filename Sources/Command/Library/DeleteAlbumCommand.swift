import Facade
import MVC

// snippet.delete
/// Deleting one album, as a command: it records the album and where it was, so undo can
/// put it back there. Both directions go through the facade, so an online library posts
/// `/api/deleteAlbum` for the delete and `/api/addAlbum` for its undo.
public struct DeleteAlbumCommand: UndoableCommand, Sendable {
  /// The receiver: chapter 3's facade.
  public let library: LibraryAPI
  public let album: Album
  public let index: Int

  /// A command that deletes the album now at `index`; `nil` when there is none.
  public init?(deletingAlbumAt index: Int, from library: LibraryAPI) {
    let albums = library.albums
    guard albums.indices.contains(index) else { return nil }
    self.library = library
    self.album = albums[index]
    self.index = index
  }

  public func execute() throws(LibraryError) -> AlbumChange {
    AlbumChange(album: album, index: index, post: try library.deleteAlbum(at: index))
  }

  public func undo() throws(LibraryError) -> AlbumChange {
    AlbumChange(album: album, index: index, post: try library.addAlbum(album, at: index))
  }
}
// snippet.end
