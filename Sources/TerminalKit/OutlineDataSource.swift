// snippet.dataSource
/// A table's rows made from a tree through an `Outline`: a row for each item in sight,
/// its name indented by its depth, ▾ before an open item and ▸ before a closed one, a
/// detail on the right; space opens or closes the highlighted item, ↑ ↓ move. UIKit does
/// this with a diffable data source of section snapshots and an outline-disclosure
/// accessory, AppKit with `NSOutlineView`. It knows no item type: it is told how to ask
/// an item for its name, its children and its detail.
///
/// ```swift
/// let source = OutlineDataSource(
///   roots: { folders }, name: { $0.name }, children: { $0.subfolders },
///   detail: { "\($0.files.count) files" })
/// source.install(in: table)
/// ```
@MainActor
open class OutlineDataSource<Item>: TableViewDataSource, TableViewDelegate {
  /// Which items are open.
  public private(set) var outline = Outline()
  /// What the table lists now, one row per line.
  public private(set) var rows: [OutlineRow<Item>] = []
  /// Told the item ↑ or ↓ has just highlighted.
  public var highlightMoved: (Item) -> Void = { _ in }
  /// Told the item of the row Enter was pressed on.
  public var selected: (Item) -> Void = { _ in }
  private weak var table: TableView?
  private let roots: () -> [Item]
  private let name: (Item) -> String
  private let children: (Item) -> [Item]
  private let detail: (Item) -> String
  private let emptyText: String

  /// Rows of the tree whose top items `roots` gives, asked again at every reload;
  /// `emptyText` is what the table says when there are none.
  public init(
    roots: @escaping () -> [Item], name: @escaping (Item) -> String,
    children: @escaping (Item) -> [Item], detail: @escaping (Item) -> String = { _ in "" },
    emptyText: String = ""
  ) {
    (self.roots, self.name, self.children, self.detail) = (roots, name, children, detail)
    self.emptyText = emptyText
  }

  /// Registers its cell, becomes `table`'s data source and delegate, and lists the tree
  /// with the first row highlighted.
  open func install(in table: TableView) {
    table.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Outline")
    (table.dataSource, table.delegate, table.emptyText) = (self, self, emptyText)
    self.table = table
    reload(highlighting: 0)
  }

  /// Space opens or closes the highlighted item; ↑ ↓ move the highlight and say where to
  /// (`highlightMoved`). Other keys are not the outline's.
  open func handleKey(_ key: Key, in table: TableView) -> Bool {
    switch key {
    case .space:
      guard let row = highlightedRow else { return false }
      outline.toggle(row)
      reload(highlighting: table.highlightedRow)
      return true
    case .up, .down:
      guard table.handleKey(key) else { return false }
      if let row = highlightedRow { highlightMoved(row.item) }
      return true
    default:
      return false
    }
  }
  // snippet.end

  /// The row under the highlight; `nil` when the outline is empty.
  public var highlightedRow: OutlineRow<Item>? {
    table?.highlightedRow.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
  }

  /// Lists the tree again and highlights `row` (kept inside the rows).
  public func reload(highlighting row: Int?) {
    rows = outline.rows(of: roots(), name: name, children: children)
    table?.reloadData()
    table?.highlightRow(at: row ?? 0)
  }

  /// Lists the tree again and highlights the item at `path` (one put back); once it is
  /// gone (deleted), the row that took its place, or else the last row.
  public func reload(highlightingItemAt path: [Int]) {
    reload(highlighting: nil)
    table?.highlightRow(
      at: rows.firstIndex { $0.path == path }
        ?? rows.firstIndex { !$0.path.lexicographicallyPrecedes(path) } ?? rows.count - 1)
  }

  /// Unless the highlighted row's item `matches`, highlights the deepest row in sight whose
  /// item does: how an outline shows where something is (an album on screen, a file open).
  public func highlightDeepestRow(where matches: (Item) -> Bool) {
    guard let table, highlightedRow.map({ matches($0.item) }) != true else { return }
    let matching = rows.indices.filter { matches(rows[$0].item) }
    guard let deepest = matching.max(by: { rows[$0].depth < rows[$1].depth }) else { return }
    table.highlightRow(at: deepest)
  }

  public func numberOfRows(in tableView: TableView) -> Int { rows.count }

  /// The item's name behind its depth's indent and its marker, its detail on the right.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Outline")
    guard rows.indices.contains(row) else {
      (cell.textLabel.text, cell.detailTextLabel.text) = ("", "")
      return cell
    }
    let shown = rows[row]
    let marker = shown.isOpen.map { $0 ? "▾ " : "▸ " } ?? "  "
    cell.textLabel.text = String(repeating: "  ", count: shown.depth) + marker + name(shown.item)
    cell.detailTextLabel.text = detail(shown.item)
    return cell
  }

  /// Enter says which item was chosen (`selected`).
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    if rows.indices.contains(row) { selected(rows[row].item) }
  }
}
