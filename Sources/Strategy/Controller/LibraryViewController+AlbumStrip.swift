import Adapter
import Decorator
import MVC
import Observer
import TerminalKit

// snippet.strip
/// Chapter 5's answers to the strip, adopted with the arranged albums: the strip's
/// index is a position, and `selection` is one too, so the protocol's own answers
/// (which cover is highlighted, what a click chooses) need no translation.
extension LibraryViewController: AlbumStripController {
  public var albums: [Album] { arrangement.albums }

  /// Chapter 6's cover view: making one asks for its picture.
  public func makeCoverView(for album: Album) -> any HighlightableCover {
    let cover = Observer.AlbumView(frame: .zero, albumCover: album.coverUrl)
    waitForCoversOnTheirWay()
    return cover
  }

  public func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    restoredScrollerPosition
  }
}
// snippet.end

/// The table's data source and delegate are chapter 4's answers, adopted.
extension LibraryViewController: AlbumRowsTableController {}

extension LibraryViewController {
  /// Keeps one task waiting while covers are on their way, so a printed run shows
  /// them; the notes line is rewritten when they have come.
  func waitForCoversOnTheirWay() {
    guard library.hasCoversOnTheirWay, !isWaitingForCovers else { return }
    isWaitingForCovers = true
    startTask { [weak self] in
      await self?.library.coversSettled()
      self?.isWaitingForCovers = false
      self?.updateCoverLine()
    }
  }

  /// Rewrites the notes line from the facade's cover status.
  func updateCoverLine() {
    coverLine.text = library.coverLineText(source: coverSourceSummary)
  }
}
