import Facade
import MVC
import TerminalKit

// snippet.adapter
/// The controller adapts itself to the scroller: the scroller speaks of views and
/// indices, the screen of albums, and these three answers translate between them. The
/// fourth, `initialViewIndex(for:)`, is in the class (see there).
extension LibraryViewController: HorizontalScrollerDelegate {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    numberOfAlbumsShown
  }

  /// A cover view for the album at `position`, highlighted if it is the current album.
  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt position: Int) -> View {
    let albums = browser.albums
    guard let index = libraryIndex(ofAlbumAt: position), albums.indices.contains(index) else {
      return View()
    }
    let cover = makeCoverView(albums[index])
    cover.highlight(index == browser.current?.index)
    return cover
  }

  /// The tutorial's click handler: the previous cover loses its highlight, the chosen
  /// one gains it, and the table shows the chosen album.
  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt position: Int) {
    if let previous = stripPosition(ofAlbumAt: browser.current?.index) {
      (scroller.view(at: previous) as? AlbumView)?.highlight(false)
    }
    guard let index = libraryIndex(ofAlbumAt: position) else { return }
    browser.select(index)
    (scroller.view(at: position) as? AlbumView)?.highlight(true)
    showDataForCurrentAlbum()
  }
}
// snippet.end
