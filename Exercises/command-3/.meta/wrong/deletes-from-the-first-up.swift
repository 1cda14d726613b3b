// Mistake: it deletes at the recorded indices from the first up, so after the first
// delete every later index points one album too far, at an album of another artist.
// Lesson: a command that changes several things records enough to undo and runs its
// steps in an order that keeps the record true (chapter 8, commands with state).
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

  /// Deletes the albums, the first first.
  /// Returns the posts, in the order they were made.
  func execute() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    try deletions.map { (deletion) throws(LibraryError) in
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
