import Adapter
import Facade
import MVC
import TerminalKit

// snippet.adapter
/// Chapter 5's adaptation to the scroller, with this chapter's `AlbumView`: making one
/// is all it takes to have its cover fetched. The controller then waits for the cover
/// in a task, which a scripted or printed run waits for before printing.
extension LibraryViewController: HorizontalScrollerDelegate {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    library.albumLibrary.albums.count
  }

  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let albums = library.albumLibrary.albums
    guard albums.indices.contains(index) else { return View() }
    let cover = AlbumView(frame: .zero, albumCover: albums[index].coverUrl)
    cover.highlight(index == selection.index)
    waitForCoversOnTheirWay()
    return cover
  }
  // snippet.end

  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    if let previous = selection.index {
      (scroller.view(at: previous) as? AlbumView)?.highlight(false)
    }
    selection.select(index)
    (scroller.view(at: index) as? AlbumView)?.highlight(true)
    showDataForAlbum(at: index)
  }
}
