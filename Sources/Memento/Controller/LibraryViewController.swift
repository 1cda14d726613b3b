import Adapter
import Decorator
import Facade
import MVC
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 7: chapter 6's strip of real covers and table, and a memory.
/// On the way out (and on a stop) the controller makes a memento of its state and
/// hands it to the caretaker; on launch it restores the one the caretaker kept.
///
/// The class is `open`: chapter 8's screen is this one with commands, so it subclasses
/// it and overrides only the toolbar, the status line's hints and the delete.
@MainActor
open class LibraryViewController: ViewController {
  /// Chapter 6's facade: the albums, and their covers.
  public let library: Observer.LibraryAPI
  let coverSourceSummary: String
  /// The album on screen, kept inside the library as albums are deleted (and, in
  /// chapter 8, put back).
  public var selection: ListSelection
  public private(set) var currentAlbumData: [AlbumRow]?
  public let scroller = HorizontalScroller()
  public let dataTable = TableView()
  let coverLine = Label()
  /// What became of the saved state: restored, set aside, saved, not saved.
  public let stateLine = Label()
  /// The caretaker; `nil` when there is nowhere to keep the state.
  let stateStore: StateStore?
  /// The view the strip centres first: the restored position, or the first album.
  var restoredScrollerIndex = 0
  public private(set) lazy var deleteItem = BarButtonItem(
    title: "Delete", key: "d", target: self
  ) { $0.deleteAlbum() }
  private var isWaitingForCovers = false
  private var leaving: LifecycleObservation?

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
    title = "BlueLibrary · Chapter 7: Memento"
    stateLine.text = stateStore == nil ? "State: nowhere to keep it (no HOME)" : ""
    leaving = Application.observe(
      [Application.willTerminateNotification, Application.didEnterBackgroundNotification]
    ) { [weak self] _ in self?.saveState() }
  }

  /// Saves through the caretaker, and says so on the state line.
  public func saveState() {
    guard let stateStore else { return }
    stateLine.text = "State: " + saveState(in: stateStore)
  }
  // snippet.end

  /// Restores what the caretaker found when the app started, and says so.
  public func restoreSavedState(_ outcome: StateLoadOutcome) {
    stateLine.text = "State: " + restoreState(from: outcome)
  }

  open override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    setUpAlbumRowsTable(dataTable)
    view.addSubview(dataTable)
    for line in [coverLine, stateLine] {
      line.textColor = .gray
      view.addSubview(line)
    }
    toolbarItems = makeToolbarItems()
    scroller.reloadData()
    showDataForAlbum(at: selection.index)
  }

  /// The tutorial's toolbar: Undo (not working yet) on the left, Delete on the right.
  open func makeToolbarItems() -> [BarButtonItem] {
    [BarButtonItem(disabledTitle: "Undo", key: "u"), .flexibleSpace(), deleteItem]
  }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  /// Shows the details of the album at `index` in the table (an empty table for `nil`
  /// or an index out of range), and enables the toolbar items that can work.
  public func showDataForAlbum(at index: Int?) {
    let albums = library.albumLibrary.albums
    if let index, albums.indices.contains(index) {
      currentAlbumData = albums[index].tableRepresentation()
      statusText = "Album \(index + 1) of \(albums.count) · " + keyHints
    } else {
      currentAlbumData = nil
      statusText = emptyLibraryNote
    }
    updateToolbarItems()
    dataTable.reloadData()
  }

  /// The keys the status line names after "Album 2 of 5".
  open var keyHints: String { "←/→ or a click move · ↑/↓ rows · d deletes" }

  /// What the status line says when no album is left.
  open var emptyLibraryNote: String { "No albums left" }

  /// Enables the toolbar items that can work: Delete while there is an album.
  open func updateToolbarItems() {
    deleteItem.isEnabled = !library.albumLibrary.albums.isEmpty
  }

  /// Deletes the album on screen through the facade; its neighbour becomes current.
  open func deleteAlbum() {
    do {
      guard let deleted = try library.albumLibrary.deleteAlbum(selectedBy: &selection) else {
        return
      }
      scroller.reloadData()
      if let current = selection.index { scroller.scrollToView(at: current) }
      showDataForAlbum(at: selection.index)
      statusText = "Deleted “\(deleted.title)” · " + statusText
      // A scripted run waits for the post, so a server hears of it before the end.
      startTask { _ = await deleted.post.value }
    } catch {
      statusText = "Nothing deleted: \(error)"
    }
  }

  public override func handleKey(_ key: Key) -> Bool {
    if scroller.handleKey(key) { return true }
    return dataTable.handleKey(key)
  }

  /// Chapter 6's layout, and the state line under the notes when the screen has room.
  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    scroller.frame = Rect(
      x: 0, y: layout.cover.minY, width: view.bounds.width, height: layout.cover.height)
    dataTable.frame = layout.details
    coverLine.frame = layout.notes
    stateLine.frame = Rect(
      x: layout.notes.minX, y: layout.notes.maxY, width: layout.notes.width, height: 1)
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
