/// Where a table gets its rows, like `UITableViewDataSource`.
///
/// The table holds its data source weakly, so it is a class (`AnyObject`), usually the
/// view controller that owns the table.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many rows the table has. Asked once per `reloadData()`.
  func numberOfRows(in tableView: TableView) -> Int
  /// The cell for one row. Asked only for the rows on screen, each time they are drawn.
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

/// Who the table tells about the user's choices, like `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user pressed Enter on a row.
  func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

/// A scrolling list of rows that asks its data source for only the rows it shows:
/// the terminal's `UITableView` with one section.
///
/// ```swift
/// table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
/// table.dataSource = controller
/// table.reloadData()
/// ```
@MainActor
public final class TableView: View {
  public weak var dataSource: TableViewDataSource?
  public weak var delegate: TableViewDelegate?
  public private(set) var numberOfRows = 0
  /// The highlighted row; Up and Down move it, Enter selects it.
  public private(set) var highlightedRow: Int?
  /// The first row on screen.
  public private(set) var firstVisibleRow = 0
  /// Shown when the data source has no rows.
  public var emptyText = ""

  /// A new height scrolls again: a row highlighted before the table had its height (a
  /// restored screen highlights before its first layout) comes into view once it has
  /// one, and a taller table shows rows above rather than empty rows below.
  public override var frame: Rect {
    didSet { if frame.height != oldValue.height { settleScroll() } }
  }

  private var cellTypes: [String: (TableViewCell.Type, TableViewCell.CellStyle)] = [:]
  private var reusableCells: [String: [TableViewCell]] = [:]

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// Says which cell class to make for `identifier`.
  public func register(
    _ cellClass: TableViewCell.Type, style: TableViewCell.CellStyle = .default,
    forCellReuseIdentifier identifier: String
  ) {
    cellTypes[identifier] = (cellClass, style)
  }

  /// A cell for `identifier`: one the table drew before, or a new one.
  /// An identifier never registered gets a plain cell rather than a crash.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
    if let cell = reusableCells[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    let (cellClass, style) = cellTypes[identifier] ?? (TableViewCell.self, .default)
    return cellClass.init(style: style, reuseIdentifier: identifier)
  }

  /// Asks the data source again how many rows there are; the rows themselves are asked
  /// for when they are drawn.
  public func reloadData() {
    numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
    if let highlightedRow, highlightedRow >= numberOfRows {
      self.highlightedRow = numberOfRows > 0 ? numberOfRows - 1 : nil
    }
    settleScroll()
  }

  /// The rows on screen for the current frame and scroll position.
  public var visibleRows: Range<Int> {
    let first = min(firstVisibleRow, numberOfRows)
    return first..<min(numberOfRows, first + max(0, frame.height))
  }

  /// Highlights `row` and scrolls it into view; `nil` clears the highlight.
  public func highlightRow(at row: Int?) {
    guard let row, numberOfRows > 0 else {
      highlightedRow = nil
      return
    }
    highlightedRow = min(max(0, row), numberOfRows - 1)
    settleScroll()
  }

  /// Scrolls the least that shows the highlighted row, and no further down than the
  /// last row at the bottom. With no height yet nothing is on screen to keep in view:
  /// the table waits for its frame.
  private func settleScroll() {
    let height = frame.height
    guard height > 0 else { return }
    if let row = highlightedRow {
      if row < firstVisibleRow {
        firstVisibleRow = row
      } else if row >= firstVisibleRow + height {
        firstVisibleRow = row - height + 1
      }
    }
    firstVisibleRow = max(0, min(firstVisibleRow, numberOfRows - height))
  }

  /// Up and Down move the highlight, Enter tells the delegate. Other keys are not the
  /// table's.
  public override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .up:
      highlightRow(at: (highlightedRow ?? 1) - 1)
      return numberOfRows > 0
    case .down:
      highlightRow(at: (highlightedRow ?? -1) + 1)
      return numberOfRows > 0
    case .enter:
      guard let highlightedRow else { return false }
      delegate?.tableView(self, didSelectRowAt: highlightedRow)
      return true
    default:
      return false
    }
  }

  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard let dataSource else { return }
    if numberOfRows == 0 && !emptyText.isEmpty {
      let label = Label(text: emptyText, frame: Rect(x: 1, y: 0, width: rect.width - 2, height: 1))
      label.isDim = true
      label.render(into: &canvas, origin: rect.origin, clip: clip)
      return
    }
    for row in visibleRows {
      let cell = dataSource.tableView(self, cellForRowAt: row)
      cell.frame = Rect(x: 0, y: row - firstVisibleRow, width: rect.width, height: 1)
      cell.isSelected = row == highlightedRow
      cell.render(into: &canvas, origin: rect.origin, clip: clip)
      reusableCells[cell.reuseIdentifier, default: []].append(cell)
    }
  }
}
