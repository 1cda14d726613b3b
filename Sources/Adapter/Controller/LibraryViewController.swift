import Decorator
import Facade
import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 5: a strip of covers on top, the chosen album's details in
/// the table below, the toolbar at the bottom.
///
/// The strip is a `HorizontalScroller`, a view that has never heard of albums. This
/// controller adapts itself to the scroller's protocol (in
/// `LibraryViewController+HorizontalScrollerDelegate.swift`), as it did to the
/// table's in chapter 4.
@MainActor
public final class LibraryViewController: ViewController {
  public let library: LibraryAPI
  /// The album on screen, kept inside the library as albums are deleted.
  public var selection: ListSelection
  /// What the table shows: the current album's rows, or `nil` for no album.
  public private(set) var currentAlbumData: [AlbumRow]?
  let scroller = HorizontalScroller()
  let dataTable = TableView()
  public let serverStatus: ServerStatusLine
  private var deleteItem: BarButtonItem?

  /// - Parameter library: the facade; the app always passes `LibraryAPI.shared`.
  public init(library: LibraryAPI = .shared) {
    self.library = library
    selection = ListSelection(count: library.albums.count)
    serverStatus = ServerStatusLine(library: library)
    super.init()
    title = "BlueLibrary · Chapter 5: Adapter"
  }

  public override func viewDidLoad() {
    scroller.delegate = self
    view.addSubview(scroller)
    setUpAlbumRowsTable(dataTable)
    view.addSubview(dataTable)
    view.addSubview(serverStatus.label)
    let delete = BarButtonItem(title: "Delete", key: "d", target: self) { $0.deleteSelectedAlbum() }
    deleteItem = delete
    toolbarItems = [BarButtonItem(disabledTitle: "Undo", key: "u"), .flexibleSpace(), delete]
    scroller.reloadData()
    showDataForAlbum(at: selection.index)
  }
  // snippet.end

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  /// Shows the details of the album at `index` in the table; `nil` or an index out of
  /// range shows an empty table.
  public func showDataForAlbum(at index: Int?) {
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

  // snippet.delete
  /// After chapter 3's delete (`deleteSelectedAlbum()`, adopted below) the neighbour
  /// is current: the strip reloads around it and the table shows it.
  public func showSelectedAlbumAfterDeletion() {
    scroller.reloadData()
    if let current = selection.index { scroller.scrollToView(at: current) }
    showDataForAlbum(at: selection.index)
  }
  // snippet.end

  // snippet.keys
  /// ← and → go to the scroller, which moves and tells its delegate, this controller,
  /// exactly as a click does. ↑, ↓ and Enter go to the table.
  public override func handleKey(_ key: Key) -> Bool {
    if scroller.handleKey(key) { return true }
    if key == .enter && dataTable.highlightedRow == nil && currentAlbumData != nil {
      statusText = "Choose a row with ↑/↓ first, then Enter"
      return true
    }
    return dataTable.handleKey(key)
  }
  // snippet.end

  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    scroller.frame = Rect(
      x: 0, y: layout.cover.minY, width: view.bounds.width, height: layout.cover.height)
    dataTable.frame = layout.details
    serverStatus.label.frame = layout.notes
  }
}

extension LibraryViewController: AlbumDeletingController {}
