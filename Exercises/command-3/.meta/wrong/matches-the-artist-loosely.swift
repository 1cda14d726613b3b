// Mistake: the artist is matched without regard to case, so "joni mitchell" takes Joni
// Mitchell's albums with it, and one undo of the wrong deletion puts back albums the
// user never asked to delete.
// Lesson: a command does exactly the request it holds, to the albums it names (chapter
// 8, a command is a request as an object).
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
      .filter { $0.element.artist.lowercased() == artist.lowercased() }
      .map { (album: $0.element, index: $0.offset) }
    if deletions.isEmpty { return nil }
  }

  /// Deletes the albums, the last first, so each index still points where it did.
  /// Returns the posts, in the order they were made.
  func execute() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    try deletions.reversed().map { (deletion) throws(LibraryError) in
      try library.deleteAlbum(at: deletion.index)
    }
  }

  /// Puts the albums back, the first first, so each lands at its old index.
  func undo() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    try deletions.map { (deletion) throws(LibraryError) in
      try library.addAlbum(deletion.album, at: deletion.index)
    }
  }
}
