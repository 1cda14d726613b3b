import Adapter
import Facade
import MVC
import TerminalKit

// snippet.adapter
/// Chapter 5's answers to the scroller, adopted with this chapter's `AlbumView`: making
/// one is all it takes to have its cover fetched. The controller then waits for the
/// cover in a task, which a scripted or printed run waits for before printing.
extension LibraryViewController: AlbumStripController {
  public var albums: [Album] { library.albumLibrary.albums }

  public func makeCoverView(for album: Album) -> any HighlightableCover {
    let cover = AlbumView(frame: .zero, albumCover: album.coverUrl)
    waitForCoversOnTheirWay()
    return cover
  }
}
// snippet.end
