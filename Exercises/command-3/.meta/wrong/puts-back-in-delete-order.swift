// Mistake: undo puts the albums back in the order they were deleted, the last first, so
// an album goes in at its old index before the albums in front of it are back.
// Lesson: undo is the steps of execute taken back in the opposite order (chapter 8,
// commands with state).
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
      try library.deleteAlbum(at: deletion.index)
    }
  }

  /// Puts the albums back, the last first.
  func undo() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    try deletions.reversed().map { (deletion) throws(LibraryError) in
      try library.addAlbum(deletion.album, at: deletion.index)
    }
  }
}
