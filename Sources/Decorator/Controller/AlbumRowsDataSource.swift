import TerminalKit

// snippet.dataSource
/// The table's data source and delegate: the current album's rows, a title and a value
/// each. A small object of its own, which the screen owns (the table holds it weakly,
/// as UIKit's tables do), so that the screen can stand a decorator between it and the
/// table. Chapter 4 writes it; chapter 5's screen uses it as it is.
@MainActor
public final class AlbumRowsDataSource: TableViewDataSource, TableViewDelegate {
  /// The rows the table shows: the current album's, or `nil` for no album.
  public var rows: [AlbumRow]?
  /// Where a row chosen with Enter is said: the screen's status line.
  public var didChooseRow: (AlbumRow) -> Void = { _ in }

  public init() {}

  /// Registers the cell, makes this object `table`'s data source and delegate, and says
  /// what an empty library looks like.
  public func install(in table: TableView) {
    table.register(TableViewCell.self, style: .value2, forCellReuseIdentifier: "AlbumRow")
    table.dataSource = self
    table.delegate = self
    table.emptyText = "No album to show: the library is empty."
  }

  public func numberOfRows(in tableView: TableView) -> Int {
    rows?.count ?? 0
  }

  /// The row's title and value; an index the rows do not have gets an empty cell.
  /// A reused cell keeps its last row's text, so both labels are set every time.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumRow")
    let shown = rows.flatMap { $0.indices.contains(row) ? $0[row] : nil }
    cell.textLabel.text = shown?.title ?? ""
    cell.detailTextLabel.text = shown?.value ?? ""
    return cell
  }
  // snippet.end

  // snippet.delegate
  /// Enter on a row: the screen says it.
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard let rows, rows.indices.contains(row) else { return }
    didChooseRow(rows[row])
  }
  // snippet.end
}
