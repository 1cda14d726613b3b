import MVC
import TerminalKit

// Exercise decorator-2 · The whole library in a table
//
// Chapter 4's table shows one album's details because its data source says so. Give
// the same, unchanged TableView a second data source: the whole library, one row per
// album. The task is in Chapters/04-Decorator.md, section Exercises.

/// Answers a table's questions with the library: one row per album, the title as the
/// row's text and the artist as its detail.
@MainActor
final class LibraryTableDataSource: TableViewDataSource {
  /// The identifier of the cells this data source asks the table for. Whoever owns
  /// the table registers a cell class for it.
  static let cellIdentifier = "Album"

  private let albums: [Album]

  init(albums: [Album]) {
    self.albums = albums
  }

  func numberOfRows(in tableView: TableView) -> Int {
    // solution.begin
    albums.count
    // solution.starter
    //>     // TODO: how many rows the table has.
    //>     0
    // solution.end
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    // solution.begin
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
    // The table may ask for a row the library no longer has: a blank cell, not a crash.
    // A reused cell still shows its last row, so both labels are set either way.
    let album = albums.indices.contains(row) ? albums[row] : nil
    cell.textLabel.text = album?.title ?? ""
    cell.detailTextLabel.text = album?.artist ?? ""
    return cell
    // solution.starter
    //>     // TODO: get a cell from the table, and fill it in with the album at `row`.
    //>     TableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
    // solution.end
  }
}
