// Mistake: it records each album and its place, but deletes by finding each title in
// the library when it runs, so where another artist has an album of the same title
// before it, that album is deleted instead.
// Lesson: a command records what it acts on when it is made and acts on exactly that
// (chapter 8, commands with state).
import Command
import Facade
import MVC

/// Deletes every album by one artist through the facade, as one command: one undo puts
/// them all back where they were.
struct DeleteArtistCommand: UndoableCommand {
  let library: LibraryAPI
  /// The artist's albums and where each one was, in library order.
  let deletions: [(album: Album, index: Int)]

  /// A command that deletes every album by `artist` from `library`; `nil` when the
  /// library has none.
  init?(deletingAlbumsBy artist: String, from library: LibraryAPI) {
    self.library = library
    deletions = library.albums.enumerated()
      .filter { $0.element.artist == artist }
      .map { (album: $0.element, index: $0.offset) }
    if deletions.isEmpty { return nil }
  }

  /// Deletes the albums, the last first, so each index still points where it did.
  /// Returns the posts, in the order they were made.
  func execute() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    try deletions.reversed().map { (deletion) throws(LibraryError) in
      let index = library.albums.firstIndex { $0.title == deletion.album.title } ?? deletion.index
      return try library.deleteAlbum(at: index)
    }
  }

  /// Puts the albums back, the first first, so each lands at its old index.
  func undo() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    try deletions.map { (deletion) throws(LibraryError) in
      try library.addAlbum(deletion.album, at: deletion.index)
    }
  }
}
