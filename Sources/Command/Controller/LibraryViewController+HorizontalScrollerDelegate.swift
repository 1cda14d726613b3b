import Adapter
import Facade
import MVC
import Observer
import TerminalKit

/// Chapter 7's adaptation to the scroller: a cover view fetches its own picture, and
/// the strip starts where it was left.
extension LibraryViewController: HorizontalScrollerDelegate {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    library.albumLibrary.albums.count
  }

  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let albums = library.albumLibrary.albums
    guard albums.indices.contains(index) else { return View() }
    let cover = Observer.AlbumView(frame: .zero, albumCover: albums[index].coverUrl)
    cover.highlight(index == selection.index)
    waitForCoversOnTheirWay()
    return cover
  }

  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    if let previous = selection.index {
      (scroller.view(at: previous) as? Observer.AlbumView)?.highlight(false)
    }
    selection.select(index)
    (scroller.view(at: index) as? Observer.AlbumView)?.highlight(true)
    showDataForAlbum(at: index)
  }

  /// Where the strip starts: where it was when the state was saved.
  public func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    restoredScrollerIndex
  }
}
