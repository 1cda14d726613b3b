import Adapter
import Facade
import Observer
import TerminalKit

// snippet.conformance
/// The controller is the originator: it says where its state is, and how to show a
/// restored one. Making and opening mementos is the memento's own file's business.
extension LibraryViewController: LibraryStateOriginator {
  public var albumLibrary: Facade.LibraryAPI { library.albumLibrary }

  public var scrollerIndex: Int? { scroller.centredIndex }

  public func showRestoredState(currentAlbumIndex: Int, scrollerIndex: Int) {
    selection = ListSelection(
      count: library.albumLibrary.albums.count, index: currentAlbumIndex)
    // The strip centres the album the table shows, whatever `scrollerIndex` says: on
    // this screen they are one choice, and a file where they differ (edited by hand)
    // would show one album, describe another, and leave → nowhere to go.
    restoredScrollerIndex = selection.index ?? 0
    guard isViewLoaded else { return }  // the strip asks for it when it loads
    scroller.reloadData()
    scroller.scrollToView(at: restoredScrollerIndex)
    showDataForAlbum(at: selection.index)
  }
}
// snippet.end
