import Facade
import MVC
import TerminalKit

// snippet.adapter
/// The controller adapts itself to the scroller: the scroller speaks of views and
/// indices, the controller of albums, and these four answers translate between them.
extension LibraryViewController: HorizontalScrollerDelegate {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    library.albums.count
  }

  /// A cover view for the album at `index`, highlighted if it is the current album.
  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let albums = library.albums
    guard albums.indices.contains(index) else { return View() }
    let cover = AlbumView(frame: .zero, albumCover: albums[index].coverUrl)
    cover.highlight(index == selection.index)
    return cover
  }

  /// The tutorial's click handler: the previous cover loses its highlight, the chosen
  /// one gains it, and the table shows the chosen album.
  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    if let previous = selection.index {
      (scroller.view(at: previous) as? AlbumView)?.highlight(false)
    }
    selection.select(index)
    (scroller.view(at: index) as? AlbumView)?.highlight(true)
    showDataForAlbum(at: index)
  }
  // `initialViewIndex(for:)` is not written: the protocol's default, 0, is where this
  // screen starts.
}
// snippet.end
