// Mistake: the wrapper holds what it wraps weakly, as a table holds its data source, so
// a wrapped source nobody else keeps is gone and the table shows nothing.
// Lesson: a decorator owns its component: the table's weak reference reaches the
// outermost wrapper only (chapter 4, the wrapping decorator).
import TerminalKit

/// Wraps any data source. Rows whose detail text passes `matches` get `mark` and a
/// space before their text (`★ Best of Bowie`); everything else is passed on as the
/// wrapped source answered.
@MainActor
final class MarkedRowsDataSource: TableViewDataSource {
  private weak var base: (any TableViewDataSource)?
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
    base?.numberOfRows(in: tableView) ?? 0
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    guard let base else { return TableViewCell(style: .value1, reuseIdentifier: "Marked") }
    let cell = base.tableView(tableView, cellForRowAt: row)
    if matches(cell.detailTextLabel.text) {
      cell.textLabel.text = "\(mark) \(cell.textLabel.text)"
    }
    return cell
  }
}
