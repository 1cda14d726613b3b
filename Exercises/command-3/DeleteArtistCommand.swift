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
  // TODO: your design.

  /// A command that deletes every album by `artist` from `library`; `nil` when the
  /// library has none.
  init?(deletingAlbumsBy artist: String, from library: LibraryAPI) {
    self.library = library
    return nil
  }

  /// Deletes the artist's albums. Returns the posts, in the order they were made.
  func execute() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    []
  }

  /// Puts the artist's albums back where they were.
  func undo() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    []
  }
}
