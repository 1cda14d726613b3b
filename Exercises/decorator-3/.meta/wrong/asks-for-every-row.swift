// Mistake: the wrapper asks the wrapped source for every row up front, to know which
// rows match, so a table over 1,000 rows costs 1,000 cells however few it shows.
// Lesson: a decorator passes each request on as it comes; the table asks only for the
// rows on screen, and the wrapper must not undo that (chapter 4, delegation).
import TerminalKit

/// Wraps any data source. Rows whose detail text passes `matches` get `mark` and a
/// space before their text (`★ Best of Bowie`); everything else is passed on as the
/// wrapped source answered.
@MainActor
final class MarkedRowsDataSource: TableViewDataSource {
  /// Held strongly: a table holds its data source weakly, so the wrapper must keep
  /// what it wraps alive.
  private let base: any TableViewDataSource
  private let mark: String
  private let matches: (String) -> Bool

  init(
    wrapping base: any TableViewDataSource, mark: String = "★",
    where matches: @escaping (String) -> Bool
  ) {
    self.base = base
    self.mark = mark
    self.matches = matches
  }

  /// The rows whose detail passes the test, found when the table asks how many rows.
  private var matchingRows: Set<Int> = []

  func numberOfRows(in tableView: TableView) -> Int {
    let count = base.numberOfRows(in: tableView)
    matchingRows = Set(
      (0..<count).filter {
        matches(base.tableView(tableView, cellForRowAt: $0).detailTextLabel.text)
      })
    return count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = base.tableView(tableView, cellForRowAt: row)
    if matchingRows.contains(row) {
      cell.textLabel.text = "\(mark) \(cell.textLabel.text)"
    }
    return cell
  }
}
