// Mistake: the wrapper answers with a cell of its own, copying the two labels across
// from the source's cell; whatever else the source set on its cell (its style, what it
// was for) is lost, and the table gets a cell it never handed out.
// Lesson: a decorator passes its source's answer on and changes only what it adds; the
// cell it returns is the cell it was given (chapter 4, the wrapping decorator).
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
    let answer = base.tableView(tableView, cellForRowAt: row)
    let cell = TableViewCell(style: .default, reuseIdentifier: "Marked")
    let text = answer.textLabel.text
    cell.textLabel.text = matches(answer.detailTextLabel.text) ? "\(mark) \(text)" : text
    cell.detailTextLabel.text = answer.detailTextLabel.text
    return cell
  }
}
