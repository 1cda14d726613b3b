import Adapter
import Command
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 16: chapter 8's finished app, subclassed, with the album on
/// screen edited in a form after `e`. The screen is the form's client, not one of its
/// parts: it opens the form in the table's place, and when the form hands back an album
/// it performs an `EditAlbumCommand` through chapter 8's history, so `u` takes it back.
@MainActor
public final class LibraryViewController: Command.LibraryViewController {
  /// The form while it is open.
  public private(set) var editForm: AlbumEditForm?

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 16: Mediator"
  }

  /// `e` opens the form over the album on screen; nothing when no album is shown.
  public override func handleKey(_ key: Key) -> Bool {
    guard key == .character("e"), editForm == nil else { return super.handleKey(key) }
    guard let index = currentAlbumIndex, positionOnScreen != nil,
      browser.albums.indices.contains(index)
    else {
      statusText = "No album to edit · " + keyHints
      return true
    }
    var others = browser.albums
    let album = others.remove(at: index)
    let form = AlbumEditForm(editing: album, among: others)
    form.onSave = { [unowned self] edited in
      closeForm()
      guard
        let command = EditAlbumCommand(
          editing: album, at: index, into: edited, in: browser.library)
      else {
        statusText = "Nothing edited: “\(album.title)” is no longer where it was"
        return
      }
      perform(command, saying: "Edited", selecting: .theAlbum)  // chapter 8's
    }
    form.onCancel = { [unowned self] in
      closeForm()
      statusText = "Nothing edited · " + keyHints
    }
    editForm = form
    dataTable.isHidden = true
    view.addSubview(veil)
    view.addSubview(form)
    form.beginEditing()
    updateToolbarItems()
    statusText = "Editing “\(album.title)” · Enter saves · Esc leaves"
    return true
  }
  // snippet.end

  /// Under the form, over the rest of the screen: a click on the strip or the table does
  /// nothing while the form is open, as a modal sheet keeps the screen under it still.
  private let veil = ClickVeil()

  private func closeForm() {
    editForm?.removeFromSuperview()
    veil.removeFromSuperview()
    editForm = nil
    dataTable.isHidden = false
    updateToolbarItems()
  }

  /// Chapter 8's items; while the form is open none works, so no click on the toolbar
  /// changes the library under the form.
  public override func updateToolbarItems() {
    super.updateToolbarItems()
    guard editForm != nil else { return }
    for item in [undoItem, redoItem, deleteItem] { item.isEnabled = false }
  }

  /// The form takes the table's four rows and, for its seven parts, three of the
  /// strip's: the strip is three rows tall at least (chapter 1's layout), so on the
  /// smallest window it gives them all, and the status line still names the album.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    veil.frame = view.bounds
    guard let editForm else { return }
    scroller.frame.size.height -= 3
    editForm.frame = dataTable.frame
    editForm.frame.origin.y -= 3
    editForm.frame.size.height += 3
  }

  public override var keyHints: String { "e edits · d deletes · u undoes" }
}

/// A view that takes every click on it and does nothing with it.
@MainActor
final class ClickVeil: View, ClickHandling {
  func handleClick(at point: Point) -> Bool { true }
}
