import Adapter
import Facade
import Memento
import Observer
import TerminalKit

// snippet.state
/// Chapter 7's memory, kept by this screen: it is an originator, as chapter 7's screen
/// is, so it says where its state is and how to show a restored one. The undo history
/// is no part of that state (see the chapter).
extension LibraryViewController: LibraryStateOriginator {
  public var albumLibrary: Facade.LibraryAPI { library.albumLibrary }

  public var scrollerIndex: Int? { scroller.centredIndex }

  public func showRestoredState(currentAlbumIndex: Int, scrollerIndex: Int) {
    // The albums were replaced behind the history's back: its commands no longer fit.
    history = CommandHistory()
    selection = ListSelection(
      count: library.albumLibrary.albums.count, index: currentAlbumIndex)
    restoredScrollerIndex = scrollerIndex
    guard isViewLoaded else { return }  // the strip asks for it when it loads
    scroller.reloadData()
    scroller.scrollToView(at: restoredScrollerIndex)
    showDataForAlbum(at: selection.index)
  }

  /// Restores what the caretaker found when the app started, and says so. The history
  /// starts empty whatever was found.
  public func restoreSavedState(_ outcome: StateLoadOutcome) {
    stateLine.text = "State: " + restoreState(from: outcome)
  }

  /// Saves through the caretaker on the way out, and says so on the state line.
  func saveState() {
    guard let stateStore else { return }
    stateLine.text = "State: " + saveState(in: stateStore)
  }
}
// snippet.end
