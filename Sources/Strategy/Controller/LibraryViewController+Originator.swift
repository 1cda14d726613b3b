import Adapter
import Command
import Facade
import Foundation
import Memento
import Observer
import TerminalKit

// snippet.originator
/// Chapter 7's originator, translating: its file keeps library indices (so every
/// chapter's program reads it alike), and the screen speaks of positions.
extension LibraryViewController: LibraryStateOriginator {
  public var albumLibrary: Facade.LibraryAPI { library.albumLibrary }

  /// The album on screen, as its index in the library.
  public var currentAlbumIndex: Int? { arrangement.libraryIndex(atPosition: selection.index) }

  /// The album the strip centres, as its index in the library.
  public var scrollerIndex: Int? { arrangement.libraryIndex(atPosition: scroller.centredIndex) }

  public func showRestoredState(currentAlbumIndex: Int, scrollerIndex: Int) {
    let last = library.albumLibrary.albums.count - 1
    let shown = { (index: Int) in max(0, min(index, last)) }  // pulled into the albums
    rearrange { $0.position(ofLibraryIndex: shown(currentAlbumIndex)) }
    restoredScrollerPosition = arrangement.position(ofLibraryIndex: shown(scrollerIndex)) ?? 0
    if isViewLoaded { scroller.scrollToView(at: restoredScrollerPosition) }
  }
}
// snippet.end

extension LibraryViewController {
  /// Saves the state through chapter 7's caretaker, and says so on the state line.
  public func saveState() {
    guard let stateStore else { return }
    stateLine.text = "State: " + saveState(in: stateStore)
  }

  /// Restores the saved order, then what chapter 7's caretaker found, and says how
  /// both went. A fresh history: its commands would not fit the restored albums.
  public func restoreSavedState() {
    guard let stateStore else { return }
    let orderNote = restoreOrder()
    history = CommandHistory()
    var said = "State: " + restoreState(from: stateStore.load())
    if let orderNote {
      FileHandle.standardError.write(Data("notice: \(orderNote); the albums as added\n".utf8))
      said += " · \(orderNote), as added"
    }
    stateLine.text = said
    updateToolbarItems()
  }
}
