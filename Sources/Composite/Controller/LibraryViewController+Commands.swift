import Adapter
import Command
import Facade
import TerminalKit

extension LibraryViewController {
  // snippet.change
  /// Runs one step of the shelves' history through chapter 8's `takeStep`; then the
  /// change's row is highlighted (or its neighbour, once the item is gone), its first
  /// album is current, and the screen redraws as after any change of the library.
  func change(
    _ verb: String,
    _ step: (inout CommandHistory<ShelfChange, LibraryError>) throws(LibraryError) -> ShelfChange?
  ) {
    guard let change = takeStep(on: &shelfHistory, step) else { return }
    let rows = outlineTable.rows(after: change)
    outlineTable.reload(highlighting: rows)
    let first = outlineTable.firstAlbumIndex(of: outlineTable.highlightedRow?.item)
    browser.libraryChanged(showing: first ?? currentAlbumIndex ?? 0)
    let said = "\(verb) “\(change.item.title)”"
    statusText = said + " · " + statusText
    notes.follow(change.post, saying: said, for: self)  // chapter 6's: the post's answer
  }
  // snippet.end
}

extension OutlineTable {
  /// The row to highlight after `change`: the item's, or, once it is gone, the row
  /// its item's was (the item after it moved there), or the last row.
  func rows(after change: ShelfChange) -> Int? {
    let now = outline.rows(of: bookcase.shelves)
    return now.firstIndex { $0.path == change.path }
      ?? now.firstIndex { !$0.path.lexicographicallyPrecedes(change.path) }
      ?? (now.isEmpty ? nil : now.count - 1)
  }
}
