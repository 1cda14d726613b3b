// Mistake: it records only the artist and finds the albums when it runs, so undo, which
// runs after they are gone, finds nothing to put back.
// Lesson: a command records, when it is made, what its undo will need (chapter 8,
// commands with state).
import Command
import Facade
import MVC

/// Deletes every album by one artist through the facade, as one command: one undo puts
/// them all back where they were.
struct DeleteArtistCommand: UndoableCommand {
  let library: LibraryAPI
  /// The artist whose albums go.
  let artist: String

  /// A command that deletes every album by `artist` from `library`; `nil` when the
  /// library has none.
  init?(deletingAlbumsBy artist: String, from library: LibraryAPI) {
    self.library = library
    self.artist = artist
    if deletions.isEmpty { return nil }
  }

  /// The artist's albums in the library now, and where each one is.
  private var deletions: [(album: Album, index: Int)] {
    library.albums.enumerated()
      .filter { $0.element.artist == artist }
      .map { (album: $0.element, index: $0.offset) }
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
