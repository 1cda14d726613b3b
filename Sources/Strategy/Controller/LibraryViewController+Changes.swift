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
    let position = selection.index
    guard let index = arrangement.libraryIndex(atPosition: position),
      let command = DeleteAlbumCommand(deletingAlbumAt: index, from: library.albumLibrary)
    else { return }
    change("Deleted", selecting: { _, _ in position }) { (history) throws(LibraryError) in
      (command, try history.perform(command))
    }
  }

  /// Puts the newest deleted album back at its index in the library; it becomes the
  /// current album, wherever the order shows it.
  func undo() {
    change("Put back", selecting: { $0.position(ofLibraryIndex: $1.index) }) {
      (history) throws(LibraryError) in try history.undo()
    }
  }

  /// Deletes again the album the newest undo put back; the album shown next in its
  /// place becomes current.
  func redo() {
    let position = history.redoStack.last.flatMap { arrangement.position(ofLibraryIndex: $0.index) }
    change("Deleted again", selecting: { _, _ in position }) {
      (history) throws(LibraryError) in try history.redo()
    }
  }
  // snippet.end

  /// Runs one step of the history, arranges the changed library by the current order,
  /// and makes current the position `selecting` picks from the new arrangement and
  /// the step's command.
  private func change(
    _ verb: String,
    selecting: (AlbumArrangement, DeleteAlbumCommand) -> Int?,
    _ step: (inout CommandHistory<DeleteAlbumCommand>) throws(LibraryError) -> (
      command: DeleteAlbumCommand, outcome: Task<PostOutcome, Never>
    )?
  ) {
    let done: (command: DeleteAlbumCommand, outcome: Task<PostOutcome, Never>)?
    do {
      done = try step(&history)
    } catch {
      statusText = "Nothing changed: \(error)"
      return
    }
    guard let (command, post) = done else { return }
    rearrange { selecting($0, command) }
    let said = "\(verb) “\(command.album.title)”"
    statusText = said + " · " + statusText
    report(post, saying: said)
  }

  /// Online, says on the status line what became of a change's post once it is
  /// answered, as chapter 6's screen does.
  func report(_ post: Task<PostOutcome, Never>, saying said: String) {
    startTask { [weak self] in
      let outcome = await post.value
      guard outcome != .offline else { return }
      self?.statusText = "\(said) · \(outcome.summary)"
    }
  }
}
