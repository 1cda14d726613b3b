import Adapter
import Facade
import Observer
import TerminalKit

// snippet.conformance
/// The controller is the originator: it says where its state is, and how to show a
/// restored one. Making and opening mementos is the memento's own file's business.
extension LibraryViewController: LibraryStateOriginator {
  public var albumLibrary: Facade.LibraryAPI { browser.library }

  public var scrollerIndex: Int? { libraryIndex(ofAlbumAt: scroller.centredIndex) }

  public func showRestoredState(currentAlbumIndex: Int, scrollerIndex: Int) {
    // The strip centres the album the table shows, whatever `scrollerIndex` says: on
    // this screen they are one choice, and a file where they differ (edited by hand)
    // would show one album, describe another, and leave → nowhere to go. A loaded
    // strip is centred by the redraw the change makes; one not loaded yet asks
    // `initialViewIndex(for:)` when it is.
    browser.libraryChanged(showing: currentAlbumIndex)
    restoredScrollerIndex = stripPosition(ofAlbumAt: browser.current?.index) ?? 0
  }
}
// snippet.end
