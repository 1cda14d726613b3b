import Adapter
import Decorator
import Facade
import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 7: chapter 5's strip and table, and a memory. On the way out
/// (and on a stop) the controller makes a memento of its state and hands it to the
/// caretaker; on launch it restores the one the caretaker kept.
@MainActor
public final class LibraryViewController: ViewController {
  let library: LibraryAPI
  var selection: ListSelection
  public private(set) var currentAlbumData: [AlbumRow]?
  let scroller = HorizontalScroller()
  let dataTable = TableView()
  /// What became of the saved state: restored, set aside, saved, not saved.
  let stateLine = Label()
  /// The caretaker; `nil` when there is nowhere to keep the state.
  let stateStore: StateStore?
  /// The view the strip centres first: the restored position, or the first album.
  var restoredScrollerIndex = 0
  private var deleteItem: BarButtonItem?
  private var leaving: LifecycleObservation?

  /// - Parameters:
  ///   - library: the facade; the app passes `LibraryAPI.shared`.
  ///   - stateStore: where the state is saved on the way out; `nil` saves nothing.
  public init(library: LibraryAPI = .shared, stateStore: StateStore?) {
    self.library = library
    self.stateStore = stateStore
    selection = ListSelection(count: library.albums.count)
    super.init()
    title = "BlueLibrary · Chapter 7: Memento"
    stateLine.text =
      stateStore == nil ? "State: nowhere to keep it (no HOME)" : "State: built-in albums"
    leaving = Application.observe(
      [Application.willTerminateNotification, Application.didEnterBackgroundNotification]
    ) { [weak self] _ in self?.saveState() }
  }
  // snippet.end

  /// Saves through the caretaker, and says so on the state line.
  func saveState() {
    guard let stateStore else { return }
    stateLine.text = "State: " + saveState(in: stateStore)
  }

  /// Restores what the caretaker found when the app started, and says so.
  public func restoreSavedState(_ outcome: StateLoadOutcome) {
    stateLine.text = "State: " + restoreState(from: outcome)
  }

  public override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    setUpAlbumRowsTable(dataTable)
    view.addSubview(dataTable)
    stateLine.textColor = .gray
    view.addSubview(stateLine)
    let delete = BarButtonItem(title: "Delete", key: "d", target: self) { $0.deleteAlbum() }
    deleteItem = delete
    toolbarItems = [BarButtonItem(disabledTitle: "Undo", key: "u"), .flexibleSpace(), delete]
    scroller.reloadData()
    showDataForAlbum(at: selection.index)
  }

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  /// Shows the details of the album at `index` in the table; `nil` or an index out of
  /// range shows an empty table.
  func showDataForAlbum(at index: Int?) {
    let albums = library.albums
    if let index, albums.indices.contains(index) {
      currentAlbumData = albums[index].tableRepresentation()
      statusText =
        "Album \(index + 1) of \(albums.count) · ←/→ or a click move · ↑/↓ rows · d deletes"
    } else {
      currentAlbumData = nil
      statusText = "No albums left"
    }
    deleteItem?.isEnabled = !albums.isEmpty
    dataTable.reloadData()
  }

  /// Deletes the album on screen through the facade; its neighbour becomes current.
  func deleteAlbum() {
    guard let index = selection.index, library.albums.indices.contains(index) else { return }
    let deleted = library.albums[index].title
    do {
      let post = try library.deleteAlbum(at: index)
      // A scripted run waits for the post before it ends.
      startTask { _ = await post.value }
    } catch {
      statusText = "Nothing deleted: \(error)"
      return
    }
    selection.updateCount(library.albums.count)
    scroller.reloadData()
    if let current = selection.index { scroller.scrollToView(at: current) }
    showDataForAlbum(at: selection.index)
    statusText = "Deleted “\(deleted)” · " + statusText
  }

  public override func handleKey(_ key: Key) -> Bool {
    if scroller.handleKey(key) { return true }
    return dataTable.handleKey(key)
  }

  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    scroller.frame = Rect(
      x: 0, y: layout.cover.minY, width: view.bounds.width, height: layout.cover.height)
    dataTable.frame = layout.details
    stateLine.frame = layout.notes
  }
}
