import Adapter
import Decorator
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 8, the finished app: chapter 7's screen (chapter 6's strip of
/// real covers, the table, the memory), subclassed, with deletions that can be undone
/// and redone. Every delete is a `DeleteAlbumCommand` performed through `history`, and
/// Undo and Redo ask the history for the newest one.
///
/// The class is `open`: chapter 12's screen is this one with a player.
@MainActor
open class LibraryViewController: Memento.LibraryViewController {
  /// The deletions done and undone on this screen; in memory only, so a restored
  /// screen starts with an empty history.
  public private(set) var history = CommandHistory<DeleteAlbumCommand>()
  private(set) lazy var undoItem = BarButtonItem(title: "Undo", key: "u", target: self) {
    $0.undo()
  }
  private(set) lazy var redoItem = BarButtonItem(title: "Redo", key: "r", target: self) {
    $0.redo()
  }

  /// - Parameter stateStore: where the state is saved on the way out; `nil` saves
  ///   nothing.
  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 8: Command"
  }

  /// The tutorial's toolbar, now working: Undo and Redo on the left, Delete on the right.
  open override func makeToolbarItems() -> [BarButtonItem] {
    [undoItem, redoItem, .flexibleSpace(), deleteItem]
  }
  // snippet.end

  // snippet.restore
  /// A restore replaces the albums behind the history's back: its commands no longer
  /// fit them, so the history starts again.
  public override func restoreSavedState(_ outcome: StateLoadOutcome) {
    history = CommandHistory()
    super.restoreSavedState(outcome)
    updateToolbarItems()
  }
  // snippet.end

  public override var keyHints: String { "d deletes · u undoes · r redoes" }

  public override var emptyLibraryNote: String { "No albums left · u undoes" }

  /// Enables exactly the toolbar items that can work; asked every time the table is shown.
  open override func updateToolbarItems() {
    // snippet.enabled
    undoItem.isEnabled = history.canUndo
    redoItem.isEnabled = history.canRedo
    super.updateToolbarItems()  // Delete while there is an album
    // snippet.end
  }

  // snippet.actions
  /// Deletes the album on screen, as a command kept for Undo.
  public override func deleteAlbum() {
    guard let index = selection.index,
      let command = DeleteAlbumCommand(deletingAlbumAt: index, from: library.albumLibrary)
    else { return }
    change("Deleted") { (history) throws(LibraryError) in
      (command, try history.perform(command))
    }
  }

  /// Puts the newest deleted album back where it was; it becomes the current album.
  func undo() {
    change("Put back") { (history) throws(LibraryError) in try history.undo() }
  }

  /// Deletes again the album the newest undo put back.
  func redo() {
    change("Deleted again") { (history) throws(LibraryError) in try history.redo() }
  }

  /// Runs one step of the history; then the command's index is the current album (or
  /// its neighbour, once it is gone), and the screen shows the library as it now is.
  private func change(
    _ verb: String,
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
    selection = ListSelection(count: library.albumLibrary.albums.count, index: command.index)
    scroller.reloadData()
    if let current = selection.index { scroller.scrollToView(at: current) }
    showDataForAlbum(at: selection.index)
    let said = "\(verb) “\(command.album.title)”"
    statusText = said + " · " + statusText
    report(post, saying: said)  // chapter 6's: the post's answer, when it comes
  }
  // snippet.end
}
