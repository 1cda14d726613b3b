import Facade
import MVC
import TerminalKit

// snippet.controller
/// The screen of chapter 4, the finished app of part 1: the cover on top, the album's
/// details in a table below, the toolbar at the bottom.
///
/// The table does not know albums. It asks its data source (this controller) how many
/// rows there are and what each says, and tells its delegate (this controller too) when
/// a row is chosen: delegation, a pattern of its own that UIKit uses everywhere.
@MainActor
public final class LibraryViewController: ViewController {
  let library: LibraryAPI
  public private(set) var currentAlbumIndex = 0
  /// What the table shows: the current album's rows, or `nil` for no album.
  private(set) var currentAlbumData: [AlbumRow]?
  private(set) var albumView: AlbumView?
  let dataTable = TableView()
  let serverStatus: ServerStatusLine
  private var deleteItem: BarButtonItem?
  /// A wrapping decorator around this controller, while `n` has switched it on. The
  /// table holds data sources weakly, so the controller keeps the wrapper; the wrapper
  /// keeps what it wraps, this controller: a cycle that lasts while numbering is on and
  /// that `n` again breaks. The screen lives as long as the app, so nothing leaks.
  private var numberedRows: NumberedRowsDataSource?

  /// - Parameter library: the facade; the app always passes `LibraryAPI.shared`.
  public init(library: LibraryAPI = .shared) {
    self.library = library
    serverStatus = ServerStatusLine(library: library)
    super.init()
    title = "BlueLibrary · Chapter 4: Decorator"
  }

  public override func viewDidLoad() {
    dataTable.register(TableViewCell.self, style: .value2, forCellReuseIdentifier: "Cell")
    dataTable.dataSource = self
    dataTable.delegate = self
    dataTable.emptyText = "No album to show: the library is empty."
    view.addSubview(dataTable)
    view.addSubview(serverStatus.label)
    let delete = BarButtonItem(title: "Delete", key: "d", target: self) { $0.deleteAlbum() }
    let undo = BarButtonItem(title: "Undo", key: "u", target: self) { _ in }
    undo.isEnabled = false  // The undo stack is part 2's Memento.
    deleteItem = delete
    toolbarItems = [undo, .flexibleSpace(), delete]
    showDataForAlbum(at: currentAlbumIndex)
  }
  // snippet.end

  // snippet.showData
  /// Shows the album at `index`: keeps its table representation and reloads the
  /// table, which then asks for the rows. An index out of range shows an empty table.
  func showDataForAlbum(at index: Int) {
    let albums = library.albums
    albumView?.removeFromSuperview()
    albumView = nil
    if albums.indices.contains(index) {
      let album = albums[index]
      currentAlbumData = album.tableRepresentation()
      let cover = AlbumView(frame: .zero, albumCover: album.coverUrl)
      view.addSubview(cover)
      albumView = cover
      statusText = "Album \(index + 1) of \(albums.count) · ←/→ move · ↑/↓ rows · n numbers"
    } else {
      currentAlbumData = nil
      statusText = "No albums left"
    }
    deleteItem?.isEnabled = !albums.isEmpty
    dataTable.reloadData()
  }
  // snippet.end

  /// Deletes the album on screen through the facade and shows its neighbour.
  func deleteAlbum() {
    let albums = library.albums
    guard albums.indices.contains(currentAlbumIndex) else { return }
    let deleted = albums[currentAlbumIndex].title
    do {
      serverStatus.follow(try library.deleteAlbum(at: currentAlbumIndex), for: self)
    } catch {
      statusText = "Nothing deleted: \(error)"
      return
    }
    currentAlbumIndex = max(0, min(currentAlbumIndex, library.albums.count - 1))
    showDataForAlbum(at: currentAlbumIndex)
    statusText = "Deleted “\(deleted)” · " + statusText
  }

  public override func handleKey(_ key: Key) -> Bool {
    if let step = key.albumStep {
      let target = currentAlbumIndex + step
      guard library.albums.indices.contains(target) else { return true }
      currentAlbumIndex = target
      showDataForAlbum(at: target)
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
    albumView?.frame = layout.cover
    dataTable.frame = layout.details
    serverStatus.label.frame = layout.notes
  }
}

// snippet.dataSource
extension LibraryViewController: TableViewDataSource {
  public func numberOfRows(in tableView: TableView) -> Int {
    currentAlbumData?.count ?? 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
    // A reused cell keeps its last row's text, so both labels are set for every row,
    // even one that no longer exists.
    let shown = currentAlbumData.flatMap { $0.indices.contains(row) ? $0[row] : nil }
    cell.textLabel.text = shown?.title ?? ""
    cell.detailTextLabel.text = shown?.value ?? ""
    return cell
  }
}
// snippet.end

// snippet.delegate
extension LibraryViewController: TableViewDelegate {
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard let rows = currentAlbumData, rows.indices.contains(row) else { return }
    statusText = "\(rows[row].title): \(rows[row].value)"
  }
}
// snippet.end
