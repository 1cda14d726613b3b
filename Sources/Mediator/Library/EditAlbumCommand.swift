import Command
import Facade
import MVC

// snippet.edit
/// Changing one album's fields, as chapter 8's command: the album before and after, and
/// where it is. The facade has no "replace", so both directions take the album out and
/// put the other in at the same place; an online library posts both, in that order, and
/// the change carries the second post, the one whose answer comes last.
public struct EditAlbumCommand: UndoableCommand, Sendable {
  public let library: LibraryAPI
  public let index: Int
  public let before: Album
  public let after: Album

  /// A command that makes `original`, the album at `index`, into `album`; `nil` when
  /// the album there is not `original` (any more), or `album` is the same.
  public init?(editing original: Album, at index: Int, into album: Album, in library: LibraryAPI) {
    let albums = library.albums
    guard albums.indices.contains(index), albums[index] == original, original != album else {
      return nil
    }
    self.library = library
    self.index = index
    before = albums[index]
    after = album
  }

  /// Says its own words, so a redo says "Edited", not chapter 8's "Deleted again".
  public func execute() throws(LibraryError) -> AlbumChange {
    try put(after, saying: "Edited “\(after.title)”")
  }

  public func undo() throws(LibraryError) -> AlbumChange {
    try put(before, saying: "Took back the edit of “\(before.title)”")
  }

  private func put(_ album: Album, saying account: String) throws(LibraryError) -> AlbumChange {
    try library.deleteAlbum(at: index)
    let post = try library.addAlbum(album, at: index)
    return AlbumChange(
      album: album, index: index, post: post, account: account, albumAfter: .theAlbum)
  }
}
// snippet.end
