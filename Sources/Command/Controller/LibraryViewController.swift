import Adapter
import Decorator
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 8, the finished app: chapter 7's screen (chapter 5's strip
/// with chapter 6's real covers, the table, the memory), subclassed, with deletions
/// that can be undone and redone. Every delete is a `DeleteAlbumCommand` performed
/// through `history`, and Undo and Redo ask the history for the newest change.
///
/// The class is `open`: part 3's screens extend it (chapter 12's is this one with a
/// player, chapter 11's this one with focus panels).
@MainActor
open class LibraryViewController: Memento.LibraryViewController {
  /// The changes done and undone on this screen, commands of any type that change the
  /// library; in memory only, so a restored screen starts with an empty history.
  public private(set) var history = CommandHistory<AlbumChange, LibraryError>()
  private(set) lazy var undoItem = BarButtonItem.undo(for: self) { $0.undo() }
  private(set) lazy var redoItem = BarButtonItem.redo(for: self) { $0.redo() }

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

  open override var keyHints: String { "d deletes · u undoes · r redoes" }

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
    guard let index = browser.current?.index,
      let command = DeleteAlbumCommand(deletingAlbumAt: index, from: browser.library)
    else { return }
    do {
      show(try history.perform(command), saying: "Deleted")
    } catch {
      statusText = "Nothing changed: \(error)"
    }
  }

  /// Puts the newest deleted album back where it was; it becomes the current album.
  func undo() {
    do {
      guard let change = try history.undo() else { return }
      show(change, saying: "Put back")
    } catch {
      statusText = "Nothing changed: \(error)"
    }
  }

  /// Deletes again the album the newest undo put back.
  func redo() {
    do {
      guard let change = try history.redo() else { return }
      show(change, saying: "Deleted again")
    } catch {
      statusText = "Nothing changed: \(error)"
    }
  }

  /// After a step of the history: the change's index is the current album (or its
  /// neighbour, once it is gone), the screen redraws as after any change, and the
  /// status line says what happened and, later, what the server said.
  private func show(_ change: AlbumChange, saying verb: String) {
    browser.libraryChanged(showing: change.index)
    let said = "\(verb) “\(change.album.title)”"
    statusText = said + " · " + statusText
    notes.follow(change.post, saying: said, for: self)  // chapter 6's: the post's answer
  }
  // snippet.end
}
