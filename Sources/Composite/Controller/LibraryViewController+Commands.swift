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

  /// Runs one step of the history; then the change's row is highlighted (or its
  /// neighbour, once the item is gone), its first album is current, and the screen
  /// redraws as after any change of the library.
  func change(
    _ verb: String,
    _ step: (inout CommandHistory<ShelfChange, LibraryError>) throws(LibraryError) -> ShelfChange?
  ) {
    let done: ShelfChange?
    do {
      done = try step(&history)
    } catch {
      statusText = "Nothing changed: \(error)"
      return
    }
    guard let change = done else { return }
    reloadOutline(highlighting: nil)
    dataTable.highlightRow(
      at: outlineRows.firstIndex { $0.path == change.path } ?? row(after: change.path))
    let current = firstAlbumIndex(of: highlightedRow?.item) ?? browser.current?.index ?? 0
    browser.libraryChanged(showing: current)
    let said = "\(verb) “\(change.item.title)”"
    statusText = said + " · " + statusText
    notes.follow(change.post, saying: said, for: self)  // chapter 6's: the post's answer
  }

  /// The row the deleted item's was: the item after it moved there, or the last row.
  private func row(after path: ShelfPath) -> Int? {
    outlineRows.firstIndex { !$0.path.lexicographicallyPrecedes(path) }
      ?? (outlineRows.isEmpty ? nil : outlineRows.count - 1)
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
