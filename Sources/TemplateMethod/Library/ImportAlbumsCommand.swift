import AppSupport
import Command
import Facade
import MVC

// snippet.command
/// Adding the albums of one import, as one command of chapter 8's kind: one undo takes
/// them all back, one redo adds them all again. They go at the end of the library, in
/// the file's order.
public struct ImportAlbumsCommand: UndoableCommand, Sendable {
  /// The receiver: chapter 3's facade.
  public let library: LibraryAPI
  public let albums: [Album]
  /// Where the first album goes: the library's end when the command was made.
  public let index: Int
  /// The file's name, for the status line.
  public let source: String
  /// How many of the file's albums were left out, the library or the file having them
  /// already.
  public let leftOut: Int

  /// The import of `albums` from the file `source`; `nil` when there is none to add.
  public init?(
    adding albums: [Album], to library: LibraryAPI, from source: String, leavingOut leftOut: Int
  ) {
    guard !albums.isEmpty else { return nil }
    (self.library, self.albums, self.source, self.leftOut) = (library, albums, source, leftOut)
    index = library.albums.count
  }

  /// Adds every album, each after the one before. (The facade refuses only a negative
  /// place, which an import never asks for.)
  public func execute() throws(LibraryError) -> AlbumChange {
    var post = Task<PostOutcome, Never> { .offline }
    for (offset, album) in albums.enumerated() {
      post = try library.addAlbum(album, at: index + offset)
    }
    let left = leftOut == 0 ? "" : ", \(Self.count(leftOut)) already here left out"
    return AlbumChange(
      album: albums[0], index: index, post: post,
      account: "Imported \(Self.count(albums.count)) from \(source)\(left)", albumAfter: .theAlbum)
  }

  /// Deletes the albums it added, the last first.
  public func undo() throws(LibraryError) -> AlbumChange {
    var post = Task<PostOutcome, Never> { .offline }
    for added in (index..<index + albums.count).reversed() {
      post = try library.deleteAlbum(at: added)
    }
    return AlbumChange(
      album: albums[0], index: index, post: post,
      account: "Took back the import of \(Self.count(albums.count)) from \(source)",
      albumAfter: .nextInItsPlace)
  }
  // snippet.end

  /// "1 album", "3 albums".
  static func count(_ albums: Int) -> String { albums == 1 ? "1 album" : "\(albums) albums" }
}
