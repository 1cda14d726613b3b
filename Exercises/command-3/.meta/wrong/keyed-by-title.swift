// Mistake: it records the artist's albums in a dictionary by title, and deletes them in
// the order of their titles, the last first: two albums of one title are one entry, so
// one is never deleted, and titles in another order than the albums delete the wrong
// ones.
// Lesson: a command records every thing it acts on, and runs its steps in the order its
// record needs, here the places from the last down (chapter 8, commands with state).
import Command
import Facade
import MVC

/// Deletes every album by one artist through the facade, as one command: one undo puts
/// them all back where they were.
struct DeleteArtistCommand: UndoableCommand {
  let library: LibraryAPI
  /// The artist's albums and where each one was, by title.
  let deletions: [String: (album: Album, index: Int)]

  /// A command that deletes every album by `artist` from `library`; `nil` when the
  /// library has none.
  init?(deletingAlbumsBy artist: String, from library: LibraryAPI) {
    self.library = library
    var found: [String: (album: Album, index: Int)] = [:]
    for (index, album) in library.albums.enumerated() where album.artist == artist {
      found[album.title] = (album, index)
    }
    deletions = found
    if deletions.isEmpty { return nil }
  }

  /// Deletes the albums, the last title first. Returns the posts, in the order they were
  /// made.
  func execute() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    let lastFirst = deletions.sorted { $0.key > $1.key }.map(\.value)
    return try lastFirst.map { (deletion) throws(LibraryError) in
      try library.deleteAlbum(at: deletion.index)
    }
  }

  /// Puts the albums back, the first title first.
  func undo() throws(LibraryError) -> [Task<PostOutcome, Never>] {
    let firstFirst = deletions.sorted { $0.key < $1.key }.map(\.value)
    return try firstFirst.map { (deletion) throws(LibraryError) in
      try library.addAlbum(deletion.album, at: deletion.index)
    }
  }
}
