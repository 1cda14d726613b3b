// Mistake: a new cell for every row asked, instead of one the table hands back to reuse.
// Lesson: the table owns its cells and reuses them; the data source only fills what
// `dequeueReusableCell(withIdentifier:)` gives it (chapter 4, delegation).
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
    let cell = TableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
    // The table may ask for a row the library no longer has: a blank cell, not a crash.
    // A reused cell still shows its last row, so both labels are set either way.
    let album = albums.indices.contains(row) ? albums[row] : nil
    cell.textLabel.text = album?.title ?? ""
    cell.detailTextLabel.text = album?.artist ?? ""
    return cell
  }
}
