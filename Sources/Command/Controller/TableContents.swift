import TerminalKit

// snippet.tableContents
/// What the table under the strip lists in place of the album's details: a later
/// chapter's own rows (chapter 10's outline of the shelves). Chapter 8's screen holds
/// one, if `makeTableContents()` gives it one, and asks it, never which it is: it
/// installs it in the table, gives it rows of the strip's, hands it the keys the strip
/// leaves, and tells it whenever the album on screen changes.
@MainActor
public protocol TableContents: TableViewDataSource, TableViewDelegate {
  /// How many of the strip's rows the table takes: 0 keeps chapter 5's layout.
  var rowsTakenFromTheStrip: Int { get }
  /// Registers its cells, becomes the table's source and delegate, and fills it.
  func install(in table: TableView)
  /// The album on screen is now the library's album at `index` (`nil`: none).
  func albumOnScreenChanged(to index: Int?, in table: TableView)
  /// A key the strip did not take; whether it was used.
  func handleKey(_ key: Key, in table: TableView) -> Bool
}
// snippet.end
