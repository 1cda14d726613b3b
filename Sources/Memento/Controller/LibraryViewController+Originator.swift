import Adapter
import Facade
import Observer
import TerminalKit

// snippet.conformance
/// The controller is the originator: it says where its state is, and how to show a
/// restored one. Making and opening mementos is the memento's own file's business.
extension LibraryViewController: LibraryStateOriginator {
  public var albumLibrary: Facade.LibraryAPI { browser.library }

  public var scrollerIndex: Int? { scroller.centredIndex }

  public func showRestoredState(currentAlbumIndex: Int, scrollerIndex: Int) {
    // Pulled into the albums, as the browser pulls the current album.
    let strip = ListSelection(count: browser.albums.count, index: scrollerIndex)
    restoredScrollerIndex = strip.index ?? 0
    browser.libraryChanged(showing: currentAlbumIndex)
    scroller.scrollToView(at: restoredScrollerIndex)
  }
}
// snippet.end
