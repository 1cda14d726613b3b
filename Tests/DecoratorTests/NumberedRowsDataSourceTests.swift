import Decorator
import Facade
import MVC
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

/// A data source that records what the table asks, wrapped around real rows.
@MainActor
private final class SpyDataSource: TableViewDataSource, TableViewDelegate {
  let rows: [AlbumRow]
  var countQuestions = 0
  var rowsAsked: [Int] = []
  var selected: [Int] = []

  init(rows: [AlbumRow]) { self.rows = rows }

  func numberOfRows(in tableView: TableView) -> Int {
    countQuestions += 1
    return rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    rowsAsked.append(row)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
    cell.textLabel.text = rows[row].title
    cell.detailTextLabel.text = rows[row].value
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) { selected.append(row) }
}

/// The delegation flavour: the table shows whatever its data source says and tells its
/// delegate what was chosen; it knows nothing of albums.
@MainActor
final class DelegationTests: XCTestCase {
  private let rows = PersistencyManager.tutorialAlbums[1].tableRepresentation()

  func testTheTableAsksForTheCountAndOnlyForTheCellsItShows() async {
    let spy = SpyDataSource(rows: rows)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 40, height: 2))
    table.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Cell")
    table.dataSource = spy
    table.reloadData()
    var canvas = Canvas(size: Size(width: 40, height: 2))
    table.render(into: &canvas)
    XCTAssertEqual(spy.countQuestions, 1)
    XCTAssertEqual(spy.rowsAsked, [0, 1], "two rows fit, so two rows are asked for")
    let lines = canvas.renderPlain().split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 2)
    XCTAssertTrue(lines[0].hasPrefix(" Artist") && lines[0].hasSuffix("No Doubt"), lines[0])
    XCTAssertTrue(lines[1].hasPrefix(" Album") && lines[1].hasSuffix("It's My Life"), lines[1])
  }

  func testSelectingARowReachesTheDelegate() async {
    let spy = SpyDataSource(rows: rows)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 40, height: 4))
    table.dataSource = spy
    table.delegate = spy
    table.reloadData()
    _ = table.handleKey(.down)
    _ = table.handleKey(.down)
    _ = table.handleKey(.enter)
    XCTAssertEqual(spy.selected, [1])
  }

  func testTerminalKitKnowsNothingOfAlbumsOrChapters() throws {
    // TerminalKit's own sources compile with no module of this package in reach.
    let sources = try CompileProbe.swiftFiles(in: "Sources/TerminalKit")
    let outcome = try CompileProbe.typecheck(
      files: sources,
      probe: "let album: Album? = nil  // expected-error {{cannot find type 'Album' in scope}}",
      useBuiltModules: false)
    XCTAssertTrue(outcome.passed, outcome.diagnostics)
  }

  func testTheWrappingDecoratorNumbersRowsAndLeavesTheWrappedSourceAlone() async {
    let spy = SpyDataSource(rows: rows)
    let numbered = NumberedRowsDataSource(wrapping: spy)
    let table = TableView(frame: Rect(x: 0, y: 0, width: 40, height: 4))
    table.dataSource = numbered
    table.reloadData()
    XCTAssertEqual(table.numberOfRows, 4)
    XCTAssertEqual(
      numbered.tableView(table, cellForRowAt: 2).textLabel.text, "3. Genre",
      "the wrapper adds the number")
    XCTAssertEqual(
      spy.tableView(table, cellForRowAt: 2).textLabel.text, "Genre",
      "the wrapped source still answers as it did")
    // Wrappers stack: two layers, two numbers.
    let twice = NumberedRowsDataSource(wrapping: numbered)
    XCTAssertEqual(twice.tableView(table, cellForRowAt: 0).textLabel.text, "1. 1. Artist")
  }
}
