// Mistake: the detail is set only when the album has an artist, so a reused cell shows
// the artist of the row it showed before under an album that has none.
// Lesson: a reused cell keeps its last row's text; the data source fills both labels of
// every cell it returns, with empty text too (chapter 4, cells and reuse).
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
    cell.textLabel.text = album?.title ?? ""
    if let artist = album?.artist, !artist.isEmpty {
      cell.detailTextLabel.text = artist
    } else if album == nil {
      cell.detailTextLabel.text = ""
    }
    return cell
  }
}
