import Adapter
import Command
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.actions
extension LibraryViewController {
  /// Puts the newest deleted item back where it was, its albums with it.
  func undo() {
    change("Put back") { (history) throws(LibraryError) in try history.undo() }
  }

  /// Deletes again the item the newest undo put back.
  func redo() {
    change("Deleted again") { (history) throws(LibraryError) in try history.redo() }
  }
  // snippet.end

  /// Runs one step of the history; then the command's row is highlighted (or its
  /// neighbour, once the item is gone) and its first album is current.
  func change(
    _ verb: String,
    _ step: (inout CommandHistory<DeleteItemCommand>) throws(LibraryError) -> (
      command: DeleteItemCommand, outcome: Task<PostOutcome, Never>
    )?
  ) {
    let done: (command: DeleteItemCommand, outcome: Task<PostOutcome, Never>)?
    do {
      done = try step(&history)
    } catch {
      statusText = "Nothing changed: \(error)"
      return
    }
    guard let (command, post) = done else { return }
    let count = library.albumLibrary.albums.count
    selection = ListSelection(count: count, index: selection.index ?? 0)
    scroller.reloadData()
    reloadOutline(highlighting: nil)
    dataTable.highlightRow(at: rows.firstIndex { $0.path == command.path } ?? rowAfter(command))
    showFirstAlbum(of: highlightedRow?.item)
    showDataForAlbum(at: selection.index)
    let said = "\(verb) “\(command.item.title)”"
    statusText = said + " · " + statusText
    report(post, saying: said)
  }

  /// The row the deleted item's was: the item after it moved there, or the row before.
  private func rowAfter(_ command: DeleteItemCommand) -> Int? {
    rows.firstIndex { $0.path.lexicographicallyPrecedes(command.path) == false }
      ?? (rows.isEmpty ? nil : rows.count - 1)
  }

  // snippet.save
  /// Saves the tree beside the memento, on the way out.
  func saveShelves() {
    guard let shelvesStore else { return }
    do {
      try shelvesStore.save(bookcase.shelves)
      stateLine.text = stateLine.text + " · shelves saved"
    } catch {
      stateLine.text = stateLine.text + " · shelves not saved: \(error)"
    }
  }
  // snippet.end
}
