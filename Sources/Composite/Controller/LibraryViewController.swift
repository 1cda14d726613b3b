import Adapter
import AppSupport
import Command
import Facade
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 10: chapter 8's finished app, subclassed, with the albums on
/// shelves. In the table's place (chapter 8's hook) the shelves are listed as an outline;
/// space opens or closes the item under the highlight, and `d` deletes it, album or
/// shelf, as one command that `u` undoes. Open, for chapter 13, which walks the shelves.
@MainActor
open class LibraryViewController: Command.LibraryViewController {
  /// The shelves and the albums, changed only through `shelfHistory`.
  public let bookcase: Bookcase
  /// The outline, in the table's place.
  public let outlineTable: OutlineTable
  /// The deletions done and undone on this screen. Their outcome is a `ShelfChange`, not
  /// chapter 8's `AlbumChange`, so they cannot share chapter 8's history (one history
  /// keeps commands of one outcome): Undo and Redo answer from this one.
  public internal(set) var shelfHistory = CommandHistory<ShelfChange, LibraryError>()
  /// The caretaker of the tree; `nil` when there is nowhere to keep state.
  let shelvesStore: ShelvesStore?

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    let albums = library.albumLibrary
    bookcase = Bookcase(library: albums, shelves: .arrangedByDecade(albums.albums))
    outlineTable = OutlineTable(bookcase: bookcase)
    shelvesStore = stateStore.map { ShelvesStore(folder: $0.folder) }
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 10: Composite"
    outlineTable.highlightMoved = { [unowned self] item in  // ↑ ↓: its first album on screen
      if let index = outlineTable.firstAlbumIndex(of: item) { showAlbum(at: index) }
    }
    outlineTable.selected = { [unowned self] item in  // Enter: what it holds
      statusText = "“\(item.title)”: " + OutlineTable.summary(of: item)
    }
  }

  /// Chapter 8's hook: the outline takes the table's place.
  public override func makeTableContents() -> (any TableContents)? { outlineTable }
  // snippet.end

  open override var keyHints: String { "space opens · d deletes · u undoes" }

  /// Chapter 8's items, with Delete enabled while a row is highlighted.
  open override func updateToolbarItems() {
    super.updateToolbarItems()
    deleteItem.isEnabled = outlineTable.highlightedRow != nil
  }

  public override var canUndo: Bool { shelfHistory.canUndo }
  public override var canRedo: Bool { shelfHistory.canRedo }

  // snippet.delete
  /// Deletes the highlighted item, album or shelf, as one command kept for Undo.
  public override func deleteAlbum() {
    guard let row = outlineTable.highlightedRow,
      let command = DeleteItemCommand(deletingItemAt: row.path, from: bookcase)
    else { return }
    change("Deleted") { (history) throws(LibraryError) in try history.perform(command) }
  }

  /// Puts the newest deleted item back where it was, its albums with it.
  public override func undo() {
    change("Put back") { (history) throws(LibraryError) in try history.undo() }
  }

  /// Deletes again the item the newest undo put back.
  public override func redo() {
    change("Deleted again") { (history) throws(LibraryError) in try history.redo() }
  }
  // snippet.end

  // snippet.restore
  /// A restore replaces the albums behind the history's back, so the history starts
  /// again; then the tree comes from `shelves.json` when it holds the restored albums,
  /// else from this workbook's arrangement of them.
  public override func restoreSavedState(_ outcome: StateLoadOutcome) {
    shelfHistory = CommandHistory()
    super.restoreSavedState(outcome)
    let (shelves, note) =
      shelvesStore?.load(over: browser.albums) ?? (.arrangedByDecade(browser.albums), "")
    bookcase.shelves = shelves
    stateLine.text += " · " + note
    if isViewLoaded { outlineTable.reload(highlighting: 0) }
  }

  /// Chapter 7's save, then the tree beside it; not when the state could not be saved,
  /// so that the two files always hold the same albums.
  @discardableResult
  public override func saveState() -> Bool {
    guard let shelvesStore else { return super.saveState() }
    guard super.saveState() else {
      stateLine.text += " · shelves not saved either"
      return false
    }
    let (saved, said) = KeptFile.report(saving: "shelves") { () throws(KeptFileSaveError) in
      try shelvesStore.save(bookcase.shelves)
    }
    stateLine.text += " · " + said
    return saved
  }
  // snippet.end

  // snippet.change
  /// Runs one step of the shelves' history through chapter 8's `takeStep`; then the
  /// change's row is highlighted (or its neighbour, once the item is gone), its first
  /// album is current, and the screen redraws as after any change of the library.
  func change(
    _ verb: String,
    _ step: (inout CommandHistory<ShelfChange, LibraryError>) throws(LibraryError) -> ShelfChange?
  ) {
    guard let change = takeStep(on: &shelfHistory, step) else { return }
    outlineTable.reload(highlightingItemAt: change.path)
    let first = outlineTable.firstAlbumIndex(of: outlineTable.highlightedRow?.item)
    let said = "\(verb) “\(change.item.title)”"
    show(current: first ?? currentAlbumIndex, saying: said, post: change.post)  // chapter 8's
  }
  // snippet.end
}
