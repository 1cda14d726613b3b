import Adapter
import Decorator
import Facade
import MVC
import Memento
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 8, the finished app: chapter 6's strip of real covers and the
/// table, chapter 7's memory, and deletions that can be undone and redone. Every delete
/// is a `DeleteAlbumCommand` performed through `history`, and Undo and Redo ask the
/// history for the newest one.
@MainActor
public final class LibraryViewController: ViewController {
  /// Chapter 6's facade: the albums (chapter 3's facade, the commands' receiver) and
  /// their covers.
  let library: Observer.LibraryAPI
  let coverSourceSummary: String
  /// The album on screen, kept inside the library as albums come and go.
  var selection: ListSelection
  /// The deletions done and undone on this screen; in memory only.
  public internal(set) var history = CommandHistory<DeleteAlbumCommand>()
  /// What the table shows: the current album's rows, or `nil` for no album.
  public private(set) var currentAlbumData: [AlbumRow]?
  let scroller = HorizontalScroller()
  let dataTable = TableView()
  let coverLine = Label()
  /// What became of the saved state: restored, set aside, saved, not saved.
  let stateLine = Label()
  /// Chapter 7's caretaker; `nil` when there is nowhere to keep the state.
  let stateStore: StateStore?
  /// The view the strip centres first: the restored position, or the first album.
  var restoredScrollerIndex = 0
  private var isWaitingForCovers = false
  private var leaving: LifecycleObservation?
  private(set) lazy var undoItem = BarButtonItem(title: "Undo", key: "u", target: self) {
    $0.undo()
  }
  private(set) lazy var redoItem = BarButtonItem(title: "Redo", key: "r", target: self) {
    $0.redo()
  }
  private(set) lazy var deleteItem = BarButtonItem(title: "Delete", key: "d", target: self) {
    $0.deleteAlbum()
  }

  /// - Parameter stateStore: where the state is saved on the way out; `nil` saves
  ///   nothing.
  public init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    self.library = library
    self.coverSourceSummary = coverSourceSummary
    self.stateStore = stateStore
    selection = ListSelection(count: library.albumLibrary.albums.count)
    super.init()
    title = "BlueLibrary · Chapter 8: Command"
    stateLine.text = stateStore == nil ? "State: nowhere to keep it (no HOME)" : ""
    leaving = Application.observe(
      [Application.willTerminateNotification, Application.didEnterBackgroundNotification]
    ) { [weak self] _ in self?.saveState() }
  }

  public override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    setUpAlbumRowsTable(dataTable)
    view.addSubview(dataTable)
    for line in [coverLine, stateLine] {
      line.textColor = .gray
      view.addSubview(line)
    }
    toolbarItems = [undoItem, redoItem, .flexibleSpace(), deleteItem]
    scroller.reloadData()
    showDataForAlbum(at: selection.index)
  }
  // snippet.end

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  /// Shows the details of the album at `index` in the table (an empty table for `nil`
  /// or an index out of range), and enables exactly the toolbar items that can work.
  func showDataForAlbum(at index: Int?) {
    let albums = library.albumLibrary.albums
    if let index, albums.indices.contains(index) {
      currentAlbumData = albums[index].tableRepresentation()
      statusText = "Album \(index + 1) of \(albums.count) · d deletes · u undoes · r redoes"
    } else {
      currentAlbumData = nil
      statusText = "No albums left · u undoes"
    }
    // snippet.enabled
    undoItem.isEnabled = history.canUndo
    redoItem.isEnabled = history.canRedo
    deleteItem.isEnabled = !albums.isEmpty
    // snippet.end
    dataTable.reloadData()
  }

  // snippet.actions
  /// Deletes the album on screen, as a command kept for Undo.
  func deleteAlbum() {
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
    report(post, saying: said)
  }

  /// Online, says on the status line what became of the step's post once it is
  /// answered, as chapter 6 does for a delete. The task is the controller's, so a
  /// scripted run waits for the post and prints the answer.
  private func report(_ post: Task<PostOutcome, Never>, saying said: String) {
    startTask { [weak self] in
      let outcome = await post.value
      guard outcome != .offline else { return }
      self?.statusText = "\(said) · \(outcome.summary)"
    }
  }
  // snippet.end

  /// ← and → go to the scroller, ↑, ↓ and Enter to the table; the toolbar's keys reach
  /// the toolbar before this is asked.
  public override func handleKey(_ key: Key) -> Bool {
    scroller.handleKey(key) || dataTable.handleKey(key)
  }

  /// Chapter 7's layout: the covers' line in the notes, the state line under it.
  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    scroller.frame = Rect(
      x: 0, y: layout.cover.minY, width: view.bounds.width, height: layout.cover.height)
    dataTable.frame = layout.details
    coverLine.frame = layout.notes
    stateLine.frame = layout.notes.offsetBy(dx: 0, dy: 1)
    scroller.layoutSubviews()
    updateCoverLine()
  }

  /// Keeps one task waiting while covers are on their way; the screen is redrawn when
  /// it ends, and a printed run waits for it.
  func waitForCoversOnTheirWay() {
    guard library.hasCoversOnTheirWay, !isWaitingForCovers else { return }
    isWaitingForCovers = true
    startTask { [weak self] in
      await self?.library.coversSettled()
      self?.isWaitingForCovers = false
      self?.updateCoverLine()
    }
  }

  func updateCoverLine() {
    coverLine.text = library.coverLineText(source: coverSourceSummary)
  }
}
