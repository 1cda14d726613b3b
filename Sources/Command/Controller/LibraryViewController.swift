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
/// The class is `open`, and offers part 3's screens a few hooks: which albums are shown
/// and in which order (`arrangedIndices(of:)`), what takes the table's place
/// (`makeTableContents()`), the toolbar's items and keys, a line of their own
/// (`makeExtraLine()`), commands of their own (`perform(_:saying:selecting:)`).
@MainActor
open class LibraryViewController: Memento.LibraryViewController {
  /// The changes done and undone on this screen, commands of any type that change the
  /// library; in memory only, so a restored screen starts with an empty history.
  public private(set) var history = CommandHistory<AlbumChange, LibraryError>()
  public private(set) lazy var undoItem = BarButtonItem.undo(for: self) { $0.undo() }
  public private(set) lazy var redoItem = BarButtonItem.redo(for: self) { $0.redo() }
  /// The library's albums as the strip and the table show them: `arrangedIndices(of:)`'s
  /// answer, asked again after every change.
  public internal(set) var shown = AlbumsOnScreen(libraryIndices: [], of: [])
  /// What lists in the table's place; `nil`: chapter 4's rows of the album on screen.
  public private(set) lazy var tableContents = makeTableContents()
  /// The subclass's own line under the state line, if it makes one.
  public private(set) lazy var extraLine = makeExtraLine()

  /// - Parameter stateStore: where the state is saved on the way out; `nil` saves
  ///   nothing.
  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 8: Command"
    shown = arrangedAlbums()
    browser.select(shown.libraryIndex(atPosition: 0) ?? 0)  // the first album shown
  }

  /// The tutorial's toolbar, now working: Undo and Redo on the left, Delete on the right.
  open override func makeToolbarItems() -> [BarButtonItem] {
    [undoItem, redoItem, .flexibleSpace(), deleteItem]
  }
  // snippet.end

  // snippet.restore
  /// A restore replaces the albums behind the history's back: its commands no longer
  /// fit them, so the history starts again.
  open override func restoreSavedState(_ outcome: StateLoadOutcome) {
    history = CommandHistory()
    super.restoreSavedState(outcome)
    updateToolbarItems()
  }
  // snippet.end

  open override var keyHints: String { "d deletes · u undoes · r redoes" }

  open override var emptyLibraryNote: String { "No albums left · u undoes" }

  /// Enables exactly the toolbar items that can work; asked every time the table is
  /// shown, so every change of the album on screen passes here.
  open override func updateToolbarItems() {
    // snippet.enabled
    undoItem.isEnabled = canUndo
    redoItem.isEnabled = canRedo
    super.updateToolbarItems()  // Delete while there is an album
    // snippet.end
    tableContents?.albumOnScreenChanged(to: currentAlbumIndex, in: dataTable)
  }

  /// Whether Undo and Redo can work: the history's answer.
  open var canUndo: Bool { history.canUndo }
  open var canRedo: Bool { history.canRedo }

  // snippet.actions
  /// Deletes the album on screen, as a command kept for Undo; nothing when none is
  /// shown (a later chapter's search that finds none).
  open override func deleteAlbum() {
    guard let index = currentAlbumIndex, stripPosition(ofAlbumAt: index) != nil,
      let command = DeleteAlbumCommand(deletingAlbumAt: index, from: browser.library)
    else { return }
    perform(command, saying: "Deleted", selecting: .nextInItsPlace)
  }

  /// Puts the newest deleted album back where it was; it becomes the current album.
  open func undo() {
    guard
      let change = takeStep(on: &history, { (history) throws(LibraryError) in try history.undo() })
    else { return }
    show(change, saying: "Put back", selecting: .theAlbum)
  }

  /// Deletes again the album the newest undo put back.
  open func redo() {
    let before = shown
    guard
      let change = takeStep(on: &history, { (history) throws(LibraryError) in try history.redo() })
    else { return }
    show(change, saying: "Deleted again", selecting: .nextInItsPlace, before: before)
  }

  /// Performs `command` through the history, kept for Undo, and shows its change: the
  /// one way every album command of this screen, or of a subclass, is done.
  public func perform(
    _ command: any UndoableCommand<AlbumChange, LibraryError>, saying verb: String,
    selecting after: AlbumAfterAChange
  ) {
    let before = shown
    guard
      let change = takeStep(
        on: &history, { (history) throws(LibraryError) in try history.perform(command) })
    else { return }
    show(change, saying: verb, selecting: after, before: before)
  }
  // snippet.end

  // snippet.hooks
  /// Which of the library's albums the strip and the table show, and in which order, as
  /// library indices: all of them, in the library's order, here. A hook (a template
  /// method's step): chapter 9's screen answers with the order the `o` key chose. The
  /// screen asks again after every change of the library; after a change of the answer
  /// itself, a subclass calls `rearrangeAlbums()`.
  open func arrangedIndices(of albums: [Album]) -> [Int] { Array(albums.indices) }

  /// What lists in the table's place, asked once, as the view loads: `nil` here, for
  /// chapter 4's rows of the album on screen; chapter 10's screen lists its shelves.
  open func makeTableContents() -> (any TableContents)? { nil }

  /// A line of the subclass's own under the state line (chapter 12's player), asked once,
  /// as the view loads; `nil` here.
  open func makeExtraLine() -> View? { nil }
  // snippet.end

  /// Chapter 7's screen, then the table's contents and the extra line, if any.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let extraLine { view.addSubview(extraLine) }
    guard let tableContents else { return }
    tableContents.install(in: dataTable)
    updateToolbarItems()  // now that the contents are in the table
  }

  /// Chapter 7's layout; a table's contents takes the rows it asks of the strip (keeping
  /// three for the covers), and the extra line goes under the state line.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let notes = AlbumScreenLayout(bounds: view.bounds).notes
    extraLine?.frame = Rect(x: notes.minX, y: notes.maxY + 1, width: notes.width, height: 1)
    guard let tableContents else { return }
    let taken = min(tableContents.rowsTakenFromTheStrip, max(0, scroller.frame.height - 3))
    scroller.frame.size.height -= taken
    dataTable.frame.origin.y -= taken
    dataTable.frame.size.height += taken
    scroller.layoutSubviews()
  }

  /// The table's contents first, if any, then chapter 5's keys.
  open override func handleKey(_ key: Key) -> Bool {
    if let tableContents, tableContents.handleKey(key, in: dataTable) { return true }
    return super.handleKey(key)
  }

  // snippet.positions
  /// Chapter 5's three questions, answered from the albums shown.
  public override var numberOfAlbumsShown: Int { shown.albums.count }

  public override func stripPosition(ofAlbumAt libraryIndex: Int?) -> Int? {
    shown.position(ofLibraryIndex: libraryIndex)
  }

  public override func libraryIndex(ofAlbumAt position: Int?) -> Int? {
    shown.libraryIndex(atPosition: position)
  }

  /// Chapter 5's redraw after a change of the library, with the albums arranged anew.
  public override func reloadAfterLibraryChange() {
    shown = arrangedAlbums()
    super.reloadAfterLibraryChange()
  }
  // snippet.end
}
