// Mistake: a row with no detail is never shown to the test, as if there were nothing
// to judge, so a test that picks out the rows without a detail marks none.
// Lesson: the wrapper adds one thing, the mark, and the test it was given decides alone
// which rows get it, every row (chapter 4, the wrapping decorator).
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

  func numberOfRows(in tableView: TableView) -> Int {
    base.numberOfRows(in: tableView)
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = base.tableView(tableView, cellForRowAt: row)
    if !cell.detailTextLabel.text.isEmpty, matches(cell.detailTextLabel.text) {
      cell.textLabel.text = "\(mark) \(cell.textLabel.text)"
    }
    return cell
  }
}
