import TerminalKit

/// A screen whose table shows the current album's rows, its controller being the
/// table's data source and delegate: chapter 4's answers, written once here so that
/// the controllers of later chapters adopt them instead of copying them.
///
/// ```swift
/// extension LibraryViewController: AlbumRowsTableController {}
/// // in viewDidLoad:
/// setUpAlbumRowsTable(dataTable)
/// ```
// snippet.protocol
@MainActor
public protocol AlbumRowsTableController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The rows the table shows: the current album's, or `nil` for no album.
  var currentAlbumData: [AlbumRow]? { get }
}

extension AlbumRowsTableController {
  /// Registers the cell, makes this controller the table's data source and delegate,
  /// and says what an empty library looks like.
  public func setUpAlbumRowsTable(_ table: TableView) {
    table.register(TableViewCell.self, style: .value2, forCellReuseIdentifier: "AlbumRow")
    table.dataSource = self
    table.delegate = self
    table.emptyText = "No album to show: the library is empty."
  }
}
// snippet.end

// snippet.dataSource
extension AlbumRowsTableController {
  public func numberOfRows(in tableView: TableView) -> Int {
    currentAlbumData?.count ?? 0
  }

  /// The row's title and value; an index the rows do not have gets an empty cell.
  /// A reused cell keeps its last row's text, so both labels are set every time.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumRow")
    let shown = currentAlbumData.flatMap { $0.indices.contains(row) ? $0[row] : nil }
    cell.textLabel.text = shown?.title ?? ""
    cell.detailTextLabel.text = shown?.value ?? ""
    return cell
  }
}
// snippet.end

// snippet.delegate
extension AlbumRowsTableController {
  /// Enter on a row shows it in the status line.
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard let rows = currentAlbumData, rows.indices.contains(row) else { return }
    statusText = "\(rows[row].title): \(rows[row].value)"
  }
}
// snippet.end
