import Adapter
import Facade
import MVC
import TerminalKit

/// Chapter 5's adaptation, with one change: the strip starts where it was left.
extension LibraryViewController: HorizontalScrollerDelegate {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    library.albums.count
  }

  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let albums = library.albums
    guard albums.indices.contains(index) else { return View() }
    let cover = AlbumView(frame: .zero, albumCover: albums[index].coverUrl)
    cover.highlight(index == selection.index)
    return cover
  }

  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    if let previous = selection.index {
      (scroller.view(at: previous) as? AlbumView)?.highlight(false)
    }
    selection.select(index)
    (scroller.view(at: index) as? AlbumView)?.highlight(true)
    showDataForAlbum(at: index)
  }

  // snippet.initialIndex
  /// The optional method chapter 5 left to its default: the restored position.
  public func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    restoredScrollerIndex
  }
  // snippet.end
}
