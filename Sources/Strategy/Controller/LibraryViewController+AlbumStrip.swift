import Adapter
import MVC
import Observer
import TerminalKit

// snippet.strip
/// Chapter 5's four answers to the strip, given from the arrangement: the strip's
/// index is a position, and so is `selection`, so no answer needs a library index.
extension LibraryViewController: HorizontalScrollerDelegate {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    arrangement.albums.count
  }

  /// Chapter 6's cover view for the album shown at `position`, highlighted if current.
  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt position: Int) -> View {
    let albums = arrangement.albums
    guard albums.indices.contains(position) else { return View() }
    let cover = coverLine.makeCoverView(for: albums[position])
    cover.highlight(position == selection.index)
    return cover
  }

  /// A click or an arrow key: the chosen cover becomes the current album.
  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt position: Int) {
    if let previous = selection.index {
      (scroller.view(at: previous) as? MVC.AlbumView)?.highlight(false)
    }
    selection.select(position)
    (scroller.view(at: position) as? MVC.AlbumView)?.highlight(true)
    showDataForAlbum(at: position)
  }

  public func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    restoredScrollerPosition
  }
}
// snippet.end
