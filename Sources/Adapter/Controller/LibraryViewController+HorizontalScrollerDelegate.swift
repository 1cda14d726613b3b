import Facade
import MVC
import TerminalKit

// snippet.adapter
/// The controller adapts itself to the scroller: the scroller speaks of views and
/// indices, the screen of albums, and these three answers translate between them. The
/// fourth, `initialViewIndex(for:)`, is in the class (see there).
extension LibraryViewController: HorizontalScrollerDelegate {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    browser.albums.count
  }

  /// A cover view for the album at `index`, highlighted if it is the current album.
  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let albums = browser.albums
    guard albums.indices.contains(index) else { return View() }
    let cover = makeCoverView(albums[index])
    cover.highlight(index == browser.current?.index)
    return cover
  }

  /// The tutorial's click handler: the previous cover loses its highlight, the chosen
  /// one gains it, and the table shows the chosen album.
  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    if let previous = browser.current?.index {
      (scroller.view(at: previous) as? AlbumView)?.highlight(false)
    }
    browser.select(index)
    (scroller.view(at: index) as? AlbumView)?.highlight(true)
    showDataForCurrentAlbum()
  }
}
// snippet.end
