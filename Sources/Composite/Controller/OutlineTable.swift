import Command
import Facade
import TerminalKit

// snippet.outlineTable
/// The outline of the shelves, in the table's place (chapter 8's `TableContents`): a row
/// per item, ↑ and ↓ moving through them, space opening or closing the item under the
/// highlight. It follows the album on screen, and shows the first album of a row ↑ or ↓
/// reaches.
@MainActor
public final class OutlineTable: TableContents {
  /// The shelves it lists.
  public let bookcase: Bookcase
  /// Which items are open.
  public private(set) var outline = Outline()
  /// What the outline shows now, one row per line.
  public private(set) var rows: [OutlineRow] = []
  /// Makes the library's album at an index the one on screen.
  var showAlbum: (Int) -> Void = { _ in }
  /// Puts a sentence on the status line.
  var say: (String) -> Void = { _ in }
  private weak var table: TableView?

  public init(bookcase: Bookcase) {
    self.bookcase = bookcase
  }

  /// The covers give up four rows, so that more of the tree is in sight.
  public var rowsTakenFromTheStrip: Int { 4 }

  public func install(in table: TableView) {
    table.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Outline")
    (table.dataSource, table.delegate) = (self, self)
    table.emptyText = "No shelves, no albums."
    self.table = table
    reload(highlighting: 0)
  }
  // snippet.end

  /// The row under the highlight; `nil` when the outline is empty.
  public var highlightedRow: OutlineRow? {
    table?.highlightedRow.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
  }

  /// Lists the shelves again and highlights `row` (kept inside the rows).
  func reload(highlighting row: Int?) {
    rows = outline.rows(of: bookcase.shelves)
    table?.reloadData()
    table?.highlightRow(at: row ?? 0)
  }

  // snippet.keys
  /// Space opens or closes the highlighted item; ↑ ↓ move through the outline and show
  /// the first album of the item they reach. Every other key is the screen's.
  public func handleKey(_ key: Key, in table: TableView) -> Bool {
    switch key {
    case .space:
      guard let row = highlightedRow else { return false }
      outline.toggle(row, in: bookcase.shelves)
      reload(highlighting: table.highlightedRow)
      return true
    case .up, .down:
      guard table.handleKey(key) else { return false }
      if let index = firstAlbumIndex(of: highlightedRow?.item) { showAlbum(index) }
      return true
    default:
      return false
    }
  }

  /// Unless the highlighted row holds the album on screen, highlights the deepest row in
  /// sight that does: ← →, a click and a delete move the outline with the strip.
  public func albumOnScreenChanged(to index: Int?, in table: TableView) {
    let albums = bookcase.library.albums
    guard let index, albums.indices.contains(index) else { return }
    let album = albums[index]
    guard highlightedRow?.item.albums.contains(album) != true else { return }
    let holding = rows.indices.filter { rows[$0].item.albums.contains(album) }
    guard let deepest = holding.max(by: { rows[$0].depth < rows[$1].depth }) else { return }
    table.highlightRow(at: deepest)
  }
  // snippet.end

  /// Where the first album `item` holds stands in the library; `nil` for none.
  func firstAlbumIndex(of item: (any LibraryItem)?) -> Int? {
    item?.albums.first.flatMap { bookcase.library.albums.firstIndex(of: $0) }
  }

  public func numberOfRows(in tableView: TableView) -> Int { rows.count }

  // snippet.cell
  /// Each item's title, indented by its depth, with ▾ before an open item and ▸ before a
  /// closed one, and on the right how many albums it holds and of which genres: the
  /// same questions for every row.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Outline")
    guard rows.indices.contains(row) else {
      (cell.textLabel.text, cell.detailTextLabel.text) = ("", "")
      return cell
    }
    let shown = rows[row]
    let marker = shown.isOpen.map { $0 ? "▾ " : "▸ " } ?? "  "
    let indent = String(repeating: "  ", count: shown.depth)
    cell.textLabel.text = indent + marker + shown.item.title
    cell.detailTextLabel.text = OutlineTable.summary(of: shown.item)
    return cell
  }

  /// "3 albums · Pop, Rock": the two questions every item answers.
  nonisolated static func summary(of item: any LibraryItem) -> String {
    let count = item.albumCount == 1 ? "1 album" : "\(item.albumCount) albums"
    let genres = item.genres.sorted().joined(separator: ", ")
    return genres.isEmpty ? count : "\(count) · \(genres)"
  }
  // snippet.end

  /// Enter says on the status line what the row holds.
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard rows.indices.contains(row) else { return }
    say("“\(rows[row].item.title)”: " + OutlineTable.summary(of: rows[row].item))
  }
}

extension OutlineTable {
  /// The row to highlight after `change`: the item's, or, once it is gone, the row
  /// its item's was (the item after it moved there), or the last row.
  func rows(after change: ShelfChange) -> Int? {
    let now = outline.rows(of: bookcase.shelves)
    return now.firstIndex { $0.path == change.path }
      ?? now.firstIndex { !$0.path.lexicographicallyPrecedes(change.path) }
      ?? (now.isEmpty ? nil : now.count - 1)
  }
}
