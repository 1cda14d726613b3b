import Command
import Facade
import TerminalKit

// snippet.outlineTable
/// The shelves as an outline, in the table's place (chapter 8's `TableContents`).
/// TerminalKit's `OutlineDataSource` lists any tree it is told how to walk; this one
/// tells it with the questions every item answers, so it lists an album, a shelf and a
/// kind of item nobody wrote it for alike.
@MainActor
public final class OutlineTable: OutlineDataSource<any LibraryItem>, TableContents {
  /// The shelves it lists.
  public let bookcase: Bookcase

  public init(bookcase: Bookcase) {
    self.bookcase = bookcase
    super.init(
      roots: { bookcase.shelves.items }, name: { $0.title }, children: { $0.items },
      detail: OutlineTable.summary(of:), emptyText: "No shelves, no albums.")
  }

  /// "3 albums · Pop, Rock": the two questions every item answers, on the right of its row.
  nonisolated static func summary(of item: any LibraryItem) -> String {
    let count = item.albumCount == 1 ? "1 album" : "\(item.albumCount) albums"
    let genres = item.genres.sorted().joined(separator: ", ")
    return genres.isEmpty ? count : "\(count) · \(genres)"
  }
  // snippet.end

  /// The covers give up four rows, so that more of the tree is in sight.
  public var rowsTakenFromTheStrip: Int { 4 }

  /// Unless the highlighted row holds the album on screen, the deepest row in sight that
  /// does is highlighted: ← →, a click and a delete move the outline with the strip.
  public func albumOnScreenChanged(to index: Int?, in table: TableView) {
    let albums = bookcase.library.albums
    guard let index, albums.indices.contains(index) else { return }
    highlightDeepestRow { $0.albums.contains(albums[index]) }
  }

  /// Where the first album `item` holds stands in the library; `nil` for none.
  func firstAlbumIndex(of item: (any LibraryItem)?) -> Int? {
    item?.albums.first.flatMap { bookcase.library.albums.firstIndex(of: $0) }
  }
}
