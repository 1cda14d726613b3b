// Mistake: the row's text carries both the title and the artist, and the detail the
// year; the line on screen holds both names, but the labels are not what the table's
// rows promise.
// Lesson: the data source fills the cell's labels as its contract says, title as text
// and artist as detail; the cell decides how they are laid out (chapter 4, delegation).
import MVC
import TerminalKit

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
    albums.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
    // The table may ask for a row the library no longer has: a blank cell, not a crash.
    // A reused cell still shows its last row, so both labels are set either way.
    let album = albums.indices.contains(row) ? albums[row] : nil
    cell.textLabel.text = album.map { "\($0.title) — \($0.artist)" } ?? ""
    cell.detailTextLabel.text = album?.year ?? ""
    return cell
  }
}
