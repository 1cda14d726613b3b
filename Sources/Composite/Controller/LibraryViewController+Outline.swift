import Adapter
import Command
import Facade
import MVC
import Memento
import Observer
import TerminalKit

extension LibraryViewController {

  /// The row under the highlight; `nil` when the outline is empty.
  public var highlightedRow: OutlineRow? {
    dataTable.highlightedRow.flatMap { outlineRows.indices.contains($0) ? outlineRows[$0] : nil }
  }

  /// Lists the shelves again and highlights `row` (kept inside the rows).
  func reloadOutline(highlighting row: Int?) {
    outlineRows = outline.rows(of: bookcase.shelves)
    dataTable.reloadData()
    dataTable.highlightRow(at: row ?? 0)
    updateToolbarItems()
  }

  /// Makes the first album `item` holds the current one, in the strip too.
  func showFirstAlbum(of item: (any LibraryItem)?) {
    guard let index = firstAlbumIndex(of: item) else { return }
    horizontalScroller(scroller, didSelectViewAt: index)
    scroller.scrollToView(at: index)
  }

  /// Where the first album `item` holds stands in the library; `nil` for none.
  func firstAlbumIndex(of item: (any LibraryItem)?) -> Int? {
    item?.albums.first.flatMap { browser.albums.firstIndex(of: $0) }
  }

  /// Unless the highlighted row holds the current album, highlights the deepest row on
  /// screen that does.
  func highlightRowOfCurrentAlbum() {
    guard let album = browser.current?.album else { return }
    guard highlightedRow?.item.albums.contains(album) != true else { return }
    let holding = outlineRows.indices.filter { outlineRows[$0].item.albums.contains(album) }
    guard let deepest = holding.max(by: { outlineRows[$0].depth < outlineRows[$1].depth }) else {
      return
    }
    dataTable.highlightRow(at: deepest)
  }
}

/// The outline's rows for the table: each item's title, indented by its depth, with ▾
/// before an open item and ▸ before a closed one, and on the right how many albums it
/// holds and of which genres. It asks every row the same questions.
@MainActor
final class OutlineTableSource: TableViewDataSource, TableViewDelegate {
  unowned let controller: LibraryViewController

  init(controller: LibraryViewController) {
    self.controller = controller
  }

  func numberOfRows(in tableView: TableView) -> Int { controller.outlineRows.count }

  // snippet.cell
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Outline")
    guard controller.outlineRows.indices.contains(row) else {
      (cell.textLabel.text, cell.detailTextLabel.text) = ("", "")
      return cell
    }
    let shown = controller.outlineRows[row]
    let marker = shown.isOpen.map { $0 ? "▾ " : "▸ " } ?? "  "
    let indent = String(repeating: "  ", count: shown.depth)
    cell.textLabel.text = indent + marker + shown.item.title
    cell.detailTextLabel.text = OutlineTableSource.summary(of: shown.item)
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
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard controller.outlineRows.indices.contains(row) else { return }
    let item = controller.outlineRows[row].item
    controller.statusText = "“\(item.title)”: " + OutlineTableSource.summary(of: item)
  }
}
