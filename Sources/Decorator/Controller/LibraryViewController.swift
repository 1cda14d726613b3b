import Facade
import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 4, the finished app of part 1: the cover on top, the album's
/// details in a table below, the toolbar at the bottom.
///
/// The table does not know albums. It asks its data source (this controller) how many
/// rows there are and what each says, and tells its delegate (this controller too) when
/// a row is chosen: delegation, a pattern of its own that UIKit uses everywhere. The
/// answers come with `AlbumRowsTableController`, which this controller adopts.
@MainActor
public final class LibraryViewController: ViewController {
  public let library: LibraryAPI
  /// The album on screen, kept inside the library as albums are deleted.
  public var selection: ListSelection
  /// What the table shows: the current album's rows, or `nil` for no album.
  public private(set) var currentAlbumData: [AlbumRow]?
  /// The one cover view, hidden while there is no album to show.
  let albumView = AlbumView(frame: .zero, albumCover: "")
  let dataTable = TableView()
  public let serverStatus: ServerStatusLine
  private var deleteItem: BarButtonItem?
  /// A wrapping decorator around this controller, while `n` has switched it on. The
  /// table holds data sources weakly, so the controller keeps the wrapper; the wrapper
  /// keeps what it wraps, this controller: a cycle that lasts while numbering is on and
  /// that `n` again breaks. The screen lives as long as the app, so nothing leaks.
  private var numberedRows: NumberedRowsDataSource?

  /// - Parameter library: the facade; the app always passes `LibraryAPI.shared`.
  public init(library: LibraryAPI = .shared) {
    self.library = library
    selection = ListSelection(count: library.albums.count)
    serverStatus = ServerStatusLine(library: library)
    super.init()
    title = "BlueLibrary · Chapter 4: Decorator"
  }

  public override func viewDidLoad() {
    setUpAlbumRowsTable(dataTable)
    view.addSubview(albumView)
    view.addSubview(dataTable)
    view.addSubview(serverStatus.label)
    let delete = BarButtonItem(title: "Delete", key: "d", target: self) { $0.deleteSelectedAlbum() }
    let undo = BarButtonItem(disabledTitle: "Undo", key: "u")  // chapter 8's Command
    deleteItem = delete
    toolbarItems = [undo, .flexibleSpace(), delete]
    showDataForAlbum(at: selection.index)
  }
  // snippet.end

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { selection.index }

  // snippet.showData
  /// Shows the album at `index`: keeps its table representation and reloads the
  /// table, which then asks for the rows. `nil` (the selection of an empty library) or
  /// an index out of range shows an empty table.
  func showDataForAlbum(at index: Int?) {
    let albums = library.albums
    if let index, albums.indices.contains(index) {
      let album = albums[index]
      albumView.isHidden = false
      currentAlbumData = album.tableRepresentation()
      albumView.coverUrl = album.coverUrl
      statusText = "Album \(index + 1) of \(albums.count) · ←/→ move · ↑/↓ rows · n numbers"
    } else {
      currentAlbumData = nil
      albumView.isHidden = true
      statusText = "No albums left"
    }
    deleteItem?.isEnabled = !albums.isEmpty
    dataTable.reloadData()
  }
  // snippet.end

  public override func handleKey(_ key: Key) -> Bool {
    if let step = key.albumStep {
      if selection.move(by: step) { showDataForAlbum(at: selection.index) }
      return true
    }
    if key == .character("n") {
      toggleNumberedRows()
      statusText =
        numberedRows == nil ? "Rows as the controller gives them" : "Rows numbered by a wrapper"
      return true
    }
    if key == .enter && dataTable.highlightedRow == nil && currentAlbumData != nil {
      statusText = "Choose a row with ↑/↓ first, then Enter"
      return true
    }
    return dataTable.handleKey(key)
  }

  // snippet.wrap
  /// Wraps the table's data source in a decorator that numbers the rows, or unwraps it.
  /// The table and the controller's data-source code stay as they are: the wrapper
  /// stands between them.
  private func toggleNumberedRows() {
    if numberedRows == nil {
      let wrapper = NumberedRowsDataSource(wrapping: self)
      numberedRows = wrapper
      dataTable.dataSource = wrapper
    } else {
      numberedRows = nil
      dataTable.dataSource = self
    }
    dataTable.reloadData()
  }
  // snippet.end

  public override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    albumView.frame = layout.cover
    dataTable.frame = layout.details
    serverStatus.label.frame = layout.notes
  }
}

// snippet.adopt
// The table's answers are the protocol's defaults: the rows of `currentAlbumData`.
extension LibraryViewController: AlbumRowsTableController {}
// snippet.end

// The delete is chapter 3's default: the album on screen goes, its neighbour shows.
extension LibraryViewController: AlbumDeletingController {
  public func showSelectedAlbumAfterDeletion() { showDataForAlbum(at: selection.index) }
}
