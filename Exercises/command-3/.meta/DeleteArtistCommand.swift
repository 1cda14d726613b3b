import Command
import Facade
import MVC

// Exercise command-3 · Delete an artist, as one step
//
// Delete every album by one artist with one key, and take the whole deletion back with
// one undo. Design the command: what it records, in which order it deletes and puts
// back. The task is in Chapters/08-Command.md, section Exercises.

/// Deletes every album by one artist through the facade, as one command: one undo puts
/// them all back where they were.
struct DeleteArtistCommand: UndoableCommand {
  let library: LibraryAPI
  // solution.begin
  /// The artist's albums and where each one was, in library order.
  let deletions: [(album: Album, index: Int)]
  // solution.starter
  //>   // TODO: your design.
  // solution.end

  /// A command that deletes every album by `artist` from `library`; `nil` when the
  /// library has none.
  init?(deletingAlbumsBy artist: String, from library: LibraryAPI) {
    self.library = library
    // solution.begin
    deletions = library.albums.enumerated()
      .filter { $0.element.artist == artist }
      .map { (album: $0.element, index: $0.offset) }
    if deletions.isEmpty { return nil }
    // solution.starter
    //>     return nil
    // solution.end
  }

  // solution.begin
  /// Deletes the albums, the last first, so each index still points where it did.
  /// Returns the posts, in the order they were made.
  // solution.starter
  //>   /// Deletes the artist's albums. Returns the posts, in the order they were made.
  // solution.end
  func execute() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    // solution.begin
    try deletions.reversed().map { (deletion) throws(LibraryError) in
      try library.deleteAlbum(at: deletion.index)
    }
    // solution.starter
    //>     []
    // solution.end
  }

  // solution.begin
  /// Puts the albums back, the first first, so each lands at its old index.
  // solution.starter
  //>   /// Puts the artist's albums back where they were.
  // solution.end
  func undo() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    // solution.begin
    try deletions.map { (deletion) throws(LibraryError) in
      try library.addAlbum(deletion.album, at: deletion.index)
    }
    // solution.starter
    //>     []
    // solution.end
  }
}
