// The checks of exercise decorator-3. Read them; do not edit them.
import Decorator
import ExerciseSupport
import TerminalKit

/// A plain data source of (text, detail) rows that counts the rows it is asked for.
@MainActor
final class RowsDataSource: TableViewDataSource {
  let rows: [(text: String, detail: String)]
  private(set) var rowsAsked: [Int] = []

  init(_ rows: [(text: String, detail: String)]) {
    self.rows = rows
  }

  func numberOfRows(in tableView: TableView) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    rowsAsked.append(row)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
    if rows.indices.contains(row) {
      cell.textLabel.text = rows[row].text
      cell.detailTextLabel.text = rows[row].detail
    }
    return cell
  }
}

/// The four rows of chapter 4's album table, for Best of Bowie.
@MainActor func bowieRows() -> RowsDataSource {
  RowsDataSource([
    ("Artist", "David Bowie"), ("Album", "Best of Bowie"), ("Genre", "Pop"),
    ("Year", "1992"),
  ])
}

/// A test that passes details containing "Bowie".
func mentionsBowie(_ detail: String) -> Bool { detail.contains("Bowie") }

/// Every row's (text, detail) as `source` answers them for `table`.
@MainActor
func answers(of source: any TableViewDataSource, in table: TableView) -> [String] {
  (0..<source.numberOfRows(in: table)).map { row in
    let cell = source.tableView(table, cellForRowAt: row)
    return "\(cell.textLabel.text) | \(cell.detailTextLabel.text)"
  }
}

/// A source whose rows a check changes between questions, and which remembers the cell
/// it gave for each row last.
@MainActor
final class ChangingRows: TableViewDataSource {
  var rows: [(text: String, detail: String)]
  private(set) var cellsGiven: [Int: TableViewCell] = [:]

  init(_ rows: [(text: String, detail: String)]) {
    self.rows = rows
  }

  func numberOfRows(in tableView: TableView) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = TableViewCell(style: .value1, reuseIdentifier: "Changing")
    cell.textLabel.text = rows[row].text
    cell.detailTextLabel.text = rows[row].detail
    cellsGiven[row] = cell
    return cell
  }
}

/// The tests a check hands the wrapper, by name: a detail's emptiness and length, what it
/// holds, all and none.
let tests: [(name: String, test: @Sendable (String) -> Bool)] = [
  ("is empty", { $0.isEmpty }), ("has 4 characters", { $0.count == 4 }),
  ("holds an a", { $0.contains("a") }), ("always", { _ in true }), ("never", { _ in false }),
]

/// Rows for a check: texts and details from words that include the empty one.
let anyRows = Generators.array(
  of: Generators.sharedName.flatMap { text in Generators.sharedName.map { (text, $0) } },
  length: 0...6)

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("it has as many rows as the source it wraps") {
        let table = TableView()
        let base = bowieRows()
        let marked = MarkedRowsDataSource(wrapping: base, where: mentionsBowie)
        try expectEqual(marked.numberOfRows(in: table), 4, "numberOfRows over 4 rows")
        let empty = MarkedRowsDataSource(wrapping: RowsDataSource([]), where: mentionsBowie)
        try expectEqual(empty.numberOfRows(in: table), 0, "numberOfRows over no rows")
      },
      Check("rows whose detail passes the test get the mark; the others are left alone") {
        let table = TableView()
        let marked = MarkedRowsDataSource(wrapping: bowieRows(), where: mentionsBowie)
        try expectEqual(
          answers(of: marked, in: table),
          [
            "★ Artist | David Bowie", "★ Album | Best of Bowie", "Genre | Pop",
            "Year | 1992",
          ], "the rows, as text | detail")
      },
      Check("the mark can be chosen, and the test decides alone which rows get it") {
        let table = TableView()
        let marked = MarkedRowsDataSource(wrapping: bowieRows(), mark: "!") {
          $0.count == 4
        }
        try expectEqual(
          answers(of: marked, in: table),
          [
            "Artist | David Bowie", "Album | Best of Bowie", "Genre | Pop",
            "! Year | 1992",
          ], "the rows, with mark \"!\" for 4-character details")
      },
      Check("the wrapped source is not changed: asked directly, it answers as before") {
        let table = TableView()
        let base = bowieRows()
        let before = answers(of: base, in: table)
        let marked = MarkedRowsDataSource(wrapping: base, where: mentionsBowie)
        _ = answers(of: marked, in: table)
        try expectEqual(answers(of: base, in: table), before, "the wrapped source's rows")
      },
      Check("wrappers stack, with each other and with chapter 4's NumberedRowsDataSource") {
        let table = TableView()
        let inner = MarkedRowsDataSource(wrapping: bowieRows(), where: mentionsBowie)
        let outer = MarkedRowsDataSource(wrapping: inner, mark: "♪") { $0 == "Pop" }
        let numbered = NumberedRowsDataSource(wrapping: outer)
        try expectEqual(
          answers(of: numbered, in: table),
          [
            "1. ★ Artist | David Bowie", "2. ★ Album | Best of Bowie", "3. ♪ Genre | Pop",
            "4. Year | 1992",
          ], "the rows through three wrappers")
      },
      Check("under a real table, the wrapped source is asked only for the rows on screen") {
        let base = RowsDataSource((0..<1000).map { ("Row \($0)", $0 % 2 == 0 ? "even" : "odd") })
        let marked = MarkedRowsDataSource(wrapping: base) { $0 == "odd" }
        let table = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 3))
        table.dataSource = marked
        table.reloadData()
        var canvas = Canvas(size: table.frame.size)
        table.render(into: &canvas)
        try expectEqual(base.rowsAsked, [0, 1, 2], "the rows the wrapped source was asked for")
        try expectEqual(
          canvas.renderPlain(), " Row 0\n ★ Row 1\n Row 2", "what the table shows")
        withExtendedLifetime(marked) {}
      },
      Check("any rows, any test, any mark, rows that change: every answer passed on, fresh") {
        // Details of every kind (the empty one too), any test and mark, and the source's
        // rows changing between questions: the wrapper's count is the source's at that
        // moment, and each cell is the source's own, its text marked when its detail
        // passes the test.
        let input = anyRows.flatMap { first in
          anyRows.flatMap { second in
            Generators.int(in: 0...(tests.count - 1)).flatMap { test in
              Generators.element(of: ["★", "!", "♪"]).map {
                (first: first, second: second, test: test, mark: $0)
              }
            }
          }
        }
        try forAll(input) { input in
          let (name, test) = tests[input.test]
          let base = ChangingRows(input.first)
          let marked = MarkedRowsDataSource(wrapping: base, mark: input.mark, where: test)
          let table = TableView()
          for rows in [input.first, input.second] {
            base.rows = rows
            try expectEqual(
              marked.numberOfRows(in: table), rows.count,
              "numberOfRows once the source has \(rows.count) rows")
            for (row, (text, detail)) in rows.enumerated() {
              let cell = marked.tableView(table, cellForRowAt: row)
              try expect(
                cell === base.cellsGiven[row],
                "row \(row) came back in a cell the wrapped source did not give: pass its "
                  + "cell on, changing only the text")
              try expectEqual(
                cell.textLabel.text, test(detail) ? "\(input.mark) \(text)" : text,
                "the text of row \(row) (detail “\(detail)”, test “\(name)”)")
              try expectEqual(cell.detailTextLabel.text, detail, "the detail of row \(row)")
            }
          }
        }
      },
      Check("the wrapper keeps what it wraps alive, as a table will not") {
        weak var weakBase: RowsDataSource?
        let marked: MarkedRowsDataSource
        do {
          let base = bowieRows()
          weakBase = base
          marked = MarkedRowsDataSource(wrapping: base, where: mentionsBowie)
        }
        try expect(
          weakBase != nil,
          "the wrapped source was freed: hold it in a strong property, not a weak one")
        try expectEqual(marked.numberOfRows(in: TableView()), 4, "numberOfRows")
      },
    ])
  }
}
