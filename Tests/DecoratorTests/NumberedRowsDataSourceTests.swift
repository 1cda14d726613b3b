import Decorator
import MVC
import Singleton
import TerminalKit
import XCTest

/// A data source that fills its cells from album rows and counts the cells it is asked
/// for: the source a wrapper is put in front of.
@MainActor
private final class RowsDataSource: TableViewDataSource {
  let rows: [AlbumRow]
  var cellsAsked = 0

  init(rows: [AlbumRow]) { self.rows = rows }

  func numberOfRows(in tableView: TableView) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    cellsAsked += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
    cell.textLabel.text = rows[row].title
    cell.detailTextLabel.text = rows[row].value
    return cell
  }
}

/// The wrapping decorator: same interface as what it wraps, one change on the way back.
/// (How the table asks its data source and tells its delegate is TerminalKit's, proven
/// in `TableViewTests`; the controller's answers are in `DecoratorScreenTests`.)
@MainActor
final class NumberedRowsDataSourceTests: XCTestCase {
  private let rows = PersistencyManager.tutorialAlbums[1].tableRepresentation()

  func testTheWrappingDecoratorNumbersRowsLeavesTheWrappedSourceAloneAndStacks() async {
    let wrapped = RowsDataSource(rows: rows)
    let numbered = NumberedRowsDataSource(wrapping: wrapped)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 40, height: 4))
    table.dataSource = numbered
    table.reloadData()
    XCTAssertEqual(table.numberOfRows, 4, "the count is the wrapped source's")
    let cell = numbered.tableView(table, cellForRowAt: 2)
    XCTAssertEqual(cell.textLabel.text, "3. Genre", "the wrapper adds the number")
    XCTAssertEqual(cell.detailTextLabel.text, "Pop", "and leaves the detail as it was")
    XCTAssertEqual(wrapped.cellsAsked, 1, "each cell comes from the wrapped source")
    XCTAssertEqual(
      wrapped.tableView(table, cellForRowAt: 2).textLabel.text, "Genre",
      "the wrapped source still answers as it did")
    // Wrappers stack: two layers, two numbers. Whoever installs a stack keeps only its
    // outer wrapper; each wrapper keeps what it wraps.
    let twice = NumberedRowsDataSource(wrapping: NumberedRowsDataSource(wrapping: wrapped))
    table.dataSource = twice
    table.reloadData()
    XCTAssertEqual(table.numberOfRows, 4, "the count comes through both wrappers")
    XCTAssertEqual(
      (0..<4).map { twice.tableView(table, cellForRowAt: $0).textLabel.text },
      ["1. 1. Artist", "2. 2. Album", "3. 3. Genre", "4. 4. Year"])
  }
}
