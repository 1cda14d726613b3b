// Mistake: the cell learns the model, through its qualified name:
// `extension TerminalKit.TableViewCell { func show(_ album: Album?) }`.
// Lesson: delegation keeps the view generic: the data source knows the albums and sets
// the cell's labels, the cell knows only text (chapters 1 and 4).
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
    cell.show(albums.indices.contains(row) ? albums[row] : nil)
    return cell
  }
}

extension TerminalKit.TableViewCell {
  /// Shows `album`'s title and artist, or nothing.
  func show(_ album: Album?) {
    textLabel.text = album?.title ?? ""
    detailTextLabel.text = album?.artist ?? ""
  }
}
