import Adapter
import Command
import Facade
import MVC
import Observer
import TerminalKit

extension LibraryViewController {
  // snippet.changes
  /// Deletes the album on screen, as chapter 8's command: made with the album's index
  /// in the library. The album shown next in its place becomes current.
  func deleteAlbum() {
    guard let index = arrangement.libraryIndex(atPosition: selection.index),
      let command = DeleteAlbumCommand(deletingAlbumAt: index, from: library.albumLibrary)
    else { return }
    change("Deleted", selecting: .nextInItsPlace) { (history) throws(LibraryError) in
      try history.perform(command)
    }
  }

  /// Puts the newest deleted album back at its index in the library; it becomes the
  /// current album, wherever the order shows it.
  func undo() {
    change("Put back", selecting: .theAlbum) { (history) throws(LibraryError) in
      try history.undo()
    }
  }

  /// Deletes again the album the newest undo put back; the album shown next in its
  /// place becomes current.
  func redo() {
    change("Deleted again", selecting: .nextInItsPlace) { (history) throws(LibraryError) in
      try history.redo()
    }
  }
  // snippet.end

  // snippet.change
  /// Which album is current after a step of the history.
  enum AfterAChange {
    /// The album now shown where the changed one was shown before: a delete's.
    case nextInItsPlace
    /// The changed album, wherever it is shown now: an undo's.
    case theAlbum
  }

  /// Runs one step of the history, arranges the changed library by the current order,
  /// and chooses the current album. The step's change names a library index, where the
  /// album was (a delete) or is again (an undo): the arrangement before the step finds
  /// where it was shown, the one after where it is shown now.
  private func change(
    _ verb: String, selecting after: AfterAChange,
    _ step: (inout CommandHistory<AlbumChange, LibraryError>) throws(LibraryError) ->
      AlbumChange?
  ) {
    let before = arrangement
    let done: AlbumChange?
    do {
      done = try step(&history)
    } catch {
      statusText = "Nothing changed: \(error)"
      return
    }
    guard let change = done else { return }
    rearrange { now in
      switch after {
      case .nextInItsPlace: before.position(ofLibraryIndex: change.index)
      case .theAlbum: now.position(ofLibraryIndex: change.index)
      }
    }
    let said = "\(verb) “\(change.album.title)”"
    statusText = said + " · " + statusText
    coverLine.follow(change.post, saying: said, for: self)  // chapter 6's: the post's answer
  }
  // snippet.end
}
