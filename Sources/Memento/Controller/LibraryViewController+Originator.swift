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
    restoredScrollerIndex = scrollerIndex
    guard isViewLoaded else { return }  // the strip asks for it when it loads
    scroller.reloadData()
    scroller.scrollToView(at: restoredScrollerIndex)
    showDataForAlbum(at: selection.index)
  }
}
// snippet.end
