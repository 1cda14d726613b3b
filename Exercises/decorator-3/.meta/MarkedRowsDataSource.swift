import TerminalKit

// Exercise decorator-3 · A decorator of your own
//
// Write a wrapping decorator: a data source that stands in front of any other data
// source and marks the rows whose detail passes a test, leaving every other answer as
// the wrapped source gave it. The task is in Chapters/04-Decorator.md, section
// Exercises.

/// Wraps any data source. Rows whose detail text passes `matches` get `mark` and a
/// space before their text (`★ Best of Bowie`); everything else is passed on as the
/// wrapped source answered.
@MainActor
final class MarkedRowsDataSource: TableViewDataSource {
  // solution.begin
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
    if matches(cell.detailTextLabel.text) {
      cell.textLabel.text = "\(mark) \(cell.textLabel.text)"
    }
    return cell
  }
  // solution.starter
  //>   init(
  //>     wrapping base: any TableViewDataSource, mark: String = "★",
  //>     where matches: @escaping (String) -> Bool
  //>   ) {
  //>     // TODO: your design from here on.
  //>   }
  //>
  //>   func numberOfRows(in tableView: TableView) -> Int {
  //>     0
  //>   }
  //>
  //>   func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
  //>     TableViewCell(style: .default, reuseIdentifier: "")
  //>   }
  // solution.end
}
