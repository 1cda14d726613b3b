import Facade
import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 4, the finished app of part 1: the cover on top, the album's
/// details in a table below, the toolbar at the bottom.
///
/// The table does not know albums. It asks its data source how many rows there are and
/// what each says, and tells its delegate when a row is chosen: delegation, a pattern
/// of its own that UIKit uses everywhere. Both are `rows`, a small object this screen
/// owns and fills.
@MainActor
public final class LibraryViewController: ViewController {
  /// The album on screen, moving and deleting: chapter 3's.
  public let browser: AlbumBrowser
  /// The table's data source and delegate: the current album's rows.
  public let rows = AlbumRowsDataSource()
  /// The one cover view, hidden while there is no album to show.
  let albumView = AlbumView(frame: .zero, albumCover: "")
  let dataTable = TableView()
  public private(set) lazy var serverStatus = ServerStatusLine(library: browser.library)
  private lazy var deleteItem = BarButtonItem(title: "Delete", key: "d", target: self) {
    $0.browser.deleteCurrentAlbum(on: $0, following: $0.serverStatus)
  }
  /// The decorator around `rows`, while `n` has switched it on. The table holds its
  /// data source weakly, so this screen keeps the wrapper, as it keeps `rows`.
  private var numberedRows: NumberedRowsDataSource?

  /// - Parameter library: the facade; the app always passes `LibraryAPI.shared`.
  public init(library: LibraryAPI = .shared) {
    browser = AlbumBrowser(library: library)
    super.init()
    title = "BlueLibrary · Chapter 4: Decorator"
    browser.libraryDidChange = { [unowned self] in showDataForCurrentAlbum() }
    rows.didChooseRow = { [unowned self] in statusText = "\($0.title): \($0.value)" }
  }

  public override func viewDidLoad() {
    rows.install(in: dataTable)
    view.addSubview(albumView)
    view.addSubview(dataTable)
    view.addSubview(serverStatus.label)
    toolbarItems = BarButtonItem.toolbar(delete: deleteItem)
    showDataForCurrentAlbum()
  }
  // snippet.end

  /// The index of the album on screen; `nil` when the library is empty.
  public var currentAlbumIndex: Int? { browser.current?.index }

  // snippet.showData
  /// Shows the current album: hands its table representation to the data source and
  /// reloads the table, which then asks for the rows. An empty library shows an empty
  /// table.
  func showDataForCurrentAlbum() {
    let current = browser.current
    rows.rows = current?.album.tableRepresentation()
    albumView.isHidden = current == nil
    if let (index, album) = current {
      albumView.coverUrl = album.coverUrl
      statusText =
        "Album \(index + 1) of \(browser.albums.count) · ←/→ move · ↑/↓ rows · n numbers"
    } else {
      statusText = "No albums left"
    }
    deleteItem.isEnabled = current != nil
    dataTable.reloadData()
  }
  // snippet.end

  public override func handleKey(_ key: Key) -> Bool {
    if let step = key.albumStep {
      if browser.move(by: step) { showDataForCurrentAlbum() }
      return true
    }
    if key == .character("n") {
      toggleNumberedRows()
      statusText =
        numberedRows == nil ? "Rows as the data source gives them" : "Rows numbered by a wrapper"
      return true
    }
    if key == .enter && dataTable.highlightedRow == nil && rows.rows != nil {
      statusText = "Choose a row with ↑/↓ first, then Enter"
      return true
    }
    return dataTable.handleKey(key)
  }

  // snippet.wrap
  /// Wraps the table's data source in a decorator that numbers the rows, or unwraps it.
  /// The table and `rows` stay as they are: the wrapper stands between them.
  private func toggleNumberedRows() {
    if numberedRows == nil {
      let wrapper = NumberedRowsDataSource(wrapping: rows)
      numberedRows = wrapper
      dataTable.dataSource = wrapper
    } else {
      numberedRows = nil
      dataTable.dataSource = rows
    }
    dataTable.reloadData()
  }
  // snippet.end

  public override func viewWillLayoutSubviews() {
    AlbumScreenLayout(bounds: view.bounds)
      .place(cover: albumView, details: dataTable, notes: serverStatus.label)
  }
}
