import Facade
import MVC
import TerminalKit

// snippet.adapter
/// A screen whose strip shows the library's albums, a cover each, the current one
/// highlighted: the scroller speaks of views and indices, the screen of albums, and the
/// three answers below translate between them. Written once here; chapter 6's screen
/// adopts them with its own cover view.
@MainActor
public protocol AlbumStripController: HorizontalScrollerDelegate {
  /// The albums the strip shows, in order.
  var albums: [Album] { get }
  /// The album on screen.
  var selection: ListSelection { get set }
  /// A cover view for `album`, not yet highlighted.
  func makeCoverView(for album: Album) -> any HighlightableCover
  /// Shows the album at `index` in the table.
  func showDataForAlbum(at index: Int?)
}

/// A cover view the strip can highlight: chapter 1's `AlbumView`, and chapter 6's.
@MainActor
public protocol HighlightableCover: View {
  func highlight(_ isHighlighted: Bool)
}

extension AlbumView: HighlightableCover {}

extension AlbumStripController {
  public func numberOfViews(in scroller: HorizontalScroller) -> Int {
    albums.count
  }

  /// A cover view for the album at `index`, highlighted if it is the current album.
  public func horizontalScroller(_ scroller: HorizontalScroller, viewAt index: Int) -> View {
    let albums = albums
    guard albums.indices.contains(index) else { return View() }
    let cover = makeCoverView(for: albums[index])
    cover.highlight(index == selection.index)
    return cover
  }

  /// The tutorial's click handler: the previous cover loses its highlight, the chosen
  /// one gains it, and the table shows the chosen album.
  public func horizontalScroller(_ scroller: HorizontalScroller, didSelectViewAt index: Int) {
    if let previous = selection.index {
      (scroller.view(at: previous) as? any HighlightableCover)?.highlight(false)
    }
    selection.select(index)
    (scroller.view(at: index) as? any HighlightableCover)?.highlight(true)
    showDataForAlbum(at: index)
  }
  // `initialViewIndex(for:)` is not written: the protocol's default, 0, is where the
  // strip starts.
}

/// This chapter's screen adapts itself to the scroller with chapter 1's cover view.
extension LibraryViewController: AlbumStripController {
  public var albums: [Album] { library.albums }

  public func makeCoverView(for album: Album) -> any HighlightableCover {
    AlbumView(frame: .zero, albumCover: album.coverUrl)
  }
}
// snippet.end
