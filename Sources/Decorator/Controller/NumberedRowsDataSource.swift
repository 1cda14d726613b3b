import TerminalKit

// snippet.numbered
/// A wrapping decorator: it is a `TableViewDataSource` and holds another one, passes
/// every question on, and adds a number to each row's title on the way back.
///
/// In the Gang of Four's roles, `TableViewDataSource` is the component, the wrapped
/// source the concrete component, and this type the decorator.
///
/// The wrapped data source is never changed and never knows. Unlike an extension,
/// the wrapper works on any data source, can be added and removed while the program
/// runs, and can be stacked on other wrappers.
@MainActor
public final class NumberedRowsDataSource: TableViewDataSource {
  /// Held strongly: the table holds its data source weakly, so whoever installs the
  /// wrapper keeps it, and the wrapper keeps what it wraps.
  public let base: any TableViewDataSource

  public init(wrapping base: any TableViewDataSource) {
    self.base = base
  }

  public func numberOfRows(in tableView: TableView) -> Int {
    base.numberOfRows(in: tableView)
  }

  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = base.tableView(tableView, cellForRowAt: row)
    cell.textLabel.text = "\(row + 1). \(cell.textLabel.text)"
    return cell
  }
}
// snippet.end
