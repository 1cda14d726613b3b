import Adapter
import Command
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 10: chapter 7's screen (covers, memory), subclassed, with the
/// albums on shelves. The table under the covers lists the shelves as an outline;
/// space opens or closes the item under the highlight, and `d` deletes it, album or
/// shelf, as one command that `u` undoes.
@MainActor
public final class LibraryViewController: Memento.LibraryViewController {
  /// The shelves and the albums, changed only through `history`.
  public let bookcase: Bookcase
  /// The deletions done and undone on this screen, in memory only (as in chapter 8).
  public internal(set) var history = CommandHistory<ShelfChange, LibraryError>()
  /// Which items are open.
  public private(set) var outline = Outline()
  /// What the outline shows now, one row per line.
  public internal(set) var outlineRows: [OutlineRow] = []
  /// The caretaker of the tree; `nil` when there is nowhere to keep state.
  let shelvesStore: ShelvesStore?
  private lazy var outlineSource = OutlineTableSource(controller: self)
  private var leaving: LifecycleObservation?
  private(set) lazy var undoItem = BarButtonItem.undo(for: self) { $0.undo() }
  private(set) lazy var redoItem = BarButtonItem.redo(for: self) { $0.redo() }

  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    let albums = library.albumLibrary
    bookcase = Bookcase(library: albums, shelves: .arrangedByDecade(albums.albums))
    shelvesStore = stateStore.map { ShelvesStore(folder: $0.folder) }
    super.init(library: library, coverSourceSummary: coverSourceSummary, stateStore: stateStore)
    title = "BlueLibrary · Chapter 10: Composite"
    leaving = Application.observe(
      [Application.willTerminateNotification, Application.didEnterBackgroundNotification]
    ) { [weak self] _ in self?.saveShelves() }
  }
  // snippet.end

  public override func makeToolbarItems() -> [BarButtonItem] {
    [undoItem, redoItem, .flexibleSpace(), deleteItem]
  }

  public override var keyHints: String { "space opens · d deletes · u undoes" }

  public override var emptyLibraryNote: String { "No albums left · u undoes" }

  public override func viewDidLoad() {
    super.viewDidLoad()
    dataTable.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Outline")
    dataTable.dataSource = outlineSource
    dataTable.delegate = outlineSource
    dataTable.emptyText = "No shelves, no albums."
    reloadOutline(highlighting: 0)
  }

  /// Chapter 7's layout, with the covers four rows shorter and the outline four rows
  /// taller in their place.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let taller = min(4, max(0, scroller.frame.height - 3))
    scroller.frame.size.height -= taller
    dataTable.frame.origin.y -= taller
    dataTable.frame.size.height += taller
    scroller.layoutSubviews()
    dataTable.highlightRow(at: dataTable.highlightedRow)  // in sight at the new height
  }

  /// Enables exactly the items that can work (Delete while a row is highlighted), and
  /// keeps the highlight on a row that holds the current album. Chapter 5's
  /// `showDataForCurrentAlbum()` calls it after every change of the current album (← →, a
  /// click on a cover, a delete), so it is the one place all of them pass.
  public override func updateToolbarItems() {
    highlightRowOfCurrentAlbum()
    undoItem.isEnabled = history.canUndo
    redoItem.isEnabled = history.canRedo
    deleteItem.isEnabled = dataTable.highlightedRow != nil
  }

  // snippet.keys
  /// Space opens or closes the highlighted item; ↑ ↓ move through the outline and show
  /// the first album of the item they reach. ← → and a click move through the covers as
  /// before; the outline follows them in `updateToolbarItems()`.
  public override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .space:
      guard let row = highlightedRow else { return false }
      outline.toggle(row, in: bookcase.shelves)
      reloadOutline(highlighting: dataTable.highlightedRow)
      return true
    case .up, .down:
      guard dataTable.handleKey(key) else { return false }
      showFirstAlbum(of: highlightedRow?.item)
      return true
    default:
      return super.handleKey(key)  // ← → and Enter: chapter 5's screen
    }
  }
  // snippet.end

  // snippet.delete
  /// Deletes the highlighted item, album or shelf, as one command kept for Undo.
  public override func deleteAlbum() {
    guard let row = highlightedRow,
      let command = DeleteItemCommand(deletingItemAt: row.path, from: bookcase)
    else { return }
    change("Deleted") { (history) throws(LibraryError) in try history.perform(command) }
  }

  // snippet.end

  // snippet.restore
  /// A restore replaces the albums behind the history's back, so the history starts
  /// again; then the tree comes from `shelves.json` when it holds the restored albums,
  /// else from this workbook's arrangement of them.
  public override func restoreSavedState(_ outcome: StateLoadOutcome) {
    history = CommandHistory()
    super.restoreSavedState(outcome)
    let albums = browser.albums
    let shelves =
      shelvesStore?.load(over: albums) ?? .arranged(.arrangedByDecade(albums), because: "")
    bookcase.replaceShelves(with: shelves.shelves)
    stateLine.text = stateLine.text + " · " + shelves.summary
    if isViewLoaded { reloadOutline(highlighting: 0) }
  }

  // snippet.end
}
