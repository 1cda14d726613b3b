// Mistake: the data source files the albums by title, so two albums of the same title
// (by different artists, or the same album twice) make one row.
// Lesson: the data source answers for every item it was given, one row each; the table
// shows what its data source says, no more and no less (chapter 4, delegation).
import MVC
import TerminalKit

/// Answers a table's questions with the library: one row per album, the title as the
/// row's text and the artist as its detail.
@MainActor
final class LibraryTableDataSource: TableViewDataSource {
  /// The identifier of the cells this data source asks the table for. Whoever owns
  /// the table registers a cell class for it.
  static let cellIdentifier = "Album"

  /// The albums by title, and the titles in the order they first came.
  private let byTitle: [String: Album]
  private let titles: [String]

  init(albums: [Album]) {
    byTitle = Dictionary(albums.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
    var titles: [String] = []
    for album in albums where !titles.contains(album.title) { titles.append(album.title) }
    self.titles = titles
  }

  private var albums: [Album] { titles.compactMap { byTitle[$0] } }

  func numberOfRows(in tableView: TableView) -> Int {
    albums.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
    // The table may ask for a row the library no longer has: a blank cell, not a crash.
    // A reused cell still shows its last row, so both labels are set either way.
    let album = albums.indices.contains(row) ? albums[row] : nil
    cell.textLabel.text = album?.title ?? ""
    cell.detailTextLabel.text = album?.artist ?? ""
    return cell
  }
}
