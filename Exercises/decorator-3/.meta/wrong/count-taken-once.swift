// Mistake: the wrapper asks its source for the number of rows once, when it is made,
// and answers that number ever after, though the source's rows come and go.
// Lesson: a decorator forwards every question each time it is asked; it keeps the
// object it wraps, not a copy of its answers (chapter 4, the wrapping decorator).
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
  /// The number of rows, asked once.
  private let rowCount: Int

  init(
    wrapping base: any TableViewDataSource, mark: String = "★",
    where matches: @escaping (String) -> Bool
  ) {
    self.base = base
    self.mark = mark
    self.matches = matches
    rowCount = base.numberOfRows(in: TableView())
  }

  func numberOfRows(in tableView: TableView) -> Int {
    rowCount
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = base.tableView(tableView, cellForRowAt: row)
    if matches(cell.detailTextLabel.text) {
      cell.textLabel.text = "\(mark) \(cell.textLabel.text)"
    }
    return cell
  }
}
