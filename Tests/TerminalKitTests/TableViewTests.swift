import WorkbookTestSupport
import XCTest

@testable import TerminalKit

/// A data source that counts what the table asks of it.
@MainActor
private final class CountingDataSource: TableViewDataSource, TableViewDelegate {
  let rowCount: Int
  var rowCountQuestions = 0
  var rowsAsked: [Int] = []
  var selectedRows: [Int] = []

  init(rowCount: Int) {
    self.rowCount = rowCount
  }

  func numberOfRows(in tableView: TableView) -> Int {
    rowCountQuestions += 1
    return rowCount
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    rowsAsked.append(row)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
    cell.textLabel.text = "Row \(row)"
    cell.detailTextLabel.text = "#\(row)"
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    selectedRows.append(row)
  }
}

@MainActor
final class TableViewTests: XCTestCase {
  private func makeTable(rows: Int, height: Int = 10) -> (TableView, CountingDataSource) {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: height))
    let source = CountingDataSource(rowCount: rows)
    table.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    return (table, source)
  }

  private func draw(_ table: TableView) -> String {
    var canvas = Canvas(size: Size(width: 20, height: table.frame.height))
    table.render(into: &canvas)
    return canvas.renderPlain()
  }

  func testAMillionRowTableAsksOnlyForTheRowsItShows() async {
    let (table, source) = makeTable(rows: 1_000_000)
    _ = draw(table)
    XCTAssertEqual(source.rowCountQuestions, 1)
    XCTAssertEqual(source.rowsAsked, Array(0..<10))

    source.rowsAsked.removeAll()
    table.highlightRow(at: 999_999)
    let screen = draw(table)
    XCTAssertEqual(source.rowsAsked, Array(999_990..<1_000_000))
    XCTAssertTrue(screen.hasSuffix("#999999"), screen)
    XCTAssertEqual(source.rowCountQuestions, 1, "drawing must not ask for the count again")
  }

  func testCellsAreReusedAcrossDraws() async {
    let (table, _) = makeTable(rows: 100, height: 5)
    var made = Set<ObjectIdentifier>()
    for _ in 0..<20 {
      table.highlightRow(at: (table.highlightedRow ?? -1) + 3)
      var canvas = Canvas(size: Size(width: 20, height: 5))
      table.render(into: &canvas)
      for _ in 0..<5 {
        made.insert(ObjectIdentifier(table.dequeueReusableCell(withIdentifier: "Row")))
      }
    }
    XCTAssertLessThanOrEqual(made.count, 5, "the table made a new cell where it could reuse one")
  }

  func testAReusedCellKeepsTheTextOfItsLastRowAsInUIKit() async {
    let (table, source) = makeTable(rows: 3, height: 3)
    _ = draw(table)
    XCTAssertEqual(source.rowsAsked, [0, 1, 2])
    let reused = table.dequeueReusableCell(withIdentifier: "Row")
    XCTAssertEqual(reused.textLabel.text, "Row 2", "filling the cell is the data source's job")
    XCTAssertEqual(reused.detailTextLabel.text, "#2")
  }

  func testKeysMoveTheHighlightAndEnterTellsTheDelegate() async {
    let (table, source) = makeTable(rows: 3)
    XCTAssertTrue(table.handleKey(.down))
    XCTAssertTrue(table.handleKey(.down))
    XCTAssertTrue(table.handleKey(.down))
    XCTAssertEqual(table.highlightedRow, 2, "the highlight stops at the last row")
    XCTAssertTrue(table.handleKey(.enter))
    XCTAssertEqual(source.selectedRows, [2])
    XCTAssertFalse(table.handleKey(.left))
  }

  func testAnEmptyTableShowsItsEmptyTextAndIgnoresKeys() async {
    let (table, source) = makeTable(rows: 0)
    table.emptyText = "No albums"
    XCTAssertEqual(draw(table).split(separator: "\n").first, " No albums")
    XCTAssertFalse(table.handleKey(.down))
    XCTAssertFalse(table.handleKey(.enter))
    XCTAssertTrue(source.rowsAsked.isEmpty)
  }

  func testTheTableHoldsItsDataSourceAndDelegateWeakly() async {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
    do {
      let source = CountingDataSource(rowCount: 3)
      table.dataSource = source
      table.delegate = source
    }
    XCTAssertNil(table.dataSource)
    XCTAssertNil(table.delegate)
  }

  func testReloadDataClampsTheHighlight() async {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    let many = CountingDataSource(rowCount: 10)
    table.dataSource = many
    table.reloadData()
    table.highlightRow(at: 9)
    let few = CountingDataSource(rowCount: 2)
    table.dataSource = few
    table.reloadData()
    XCTAssertEqual(table.highlightedRow, 1)
  }

  /// Whatever the rows, the height and the moment of the highlight (before the table
  /// has a height, as a restored screen highlights, or after), once the table has its
  /// height the highlighted row is on screen and the table is as full as its rows allow:
  /// no empty line below while rows above are scrolled off.
  func testTheHighlightedRowIsShownOnceTheTableHasItsHeightWithNoEmptyRowsBelow() {
    let cases = Generators.int(in: 0...40).flatMap { rows in
      Generators.int(in: 1...15).flatMap { height in
        Generators.int(in: -2...42).flatMap { row in
          Generators.element(of: [0, 1, 2]).map { when in (rows, height, row, when) }
        }
      }
    }
    assertForAll(cases) { rows, height, row, when in
      let table = TableView(frame: when == 0 ? .zero : Rect(x: 0, y: 0, width: 20, height: 3))
      let source = CountingDataSource(rowCount: rows)
      table.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Row")
      table.dataSource = source
      table.reloadData()
      table.highlightRow(at: row)
      table.frame = Rect(x: 0, y: 0, width: 20, height: height)
      if when == 2 { table.reloadData() }
      let shown = table.visibleRows
      try expectEqual(shown.count, min(rows, height), "rows shown of \(rows) at height \(height)")
      if let highlighted = table.highlightedRow {
        try expect(shown.contains(highlighted), "row \(highlighted) highlighted but \(shown) shown")
      } else {
        try expect(rows == 0, "a highlight asked of \(rows) rows was dropped")
      }
    }
  }
}
