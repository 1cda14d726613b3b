import Adapter
import Facade
import Foundation
import Memento
import TerminalKit

// snippet.state
/// Chapter 7's memory, kept by this screen: it is the originator of the mementos the
/// caretaker saves. The undo history is not in them (see the chapter).
extension LibraryViewController {
  /// Restores what the caretaker found at launch, before the screen is shown and
  /// before connecting to a server. The history starts empty whatever was found.
  public func restoreSavedState(_ outcome: StateLoadOutcome) {
    switch outcome {
    case .nothingSaved:
      stateLine.text = "State: nothing saved yet, the built-in albums"
    case .restored(let memento):
      let position = memento.restore(into: library)
      selection = ListSelection(
        count: library.albums.count, index: position.currentAlbumIndex ?? 0)
      restoredScrollerIndex = position.scrollerIndex ?? selection.index ?? 0
      stateLine.text = "State: restored"
    case .setAside(let problem, let keptAs):
      let kept = keptAs.map { "kept as \($0.lastPathComponent)" } ?? "left in place"
      stateLine.text = "State: not restored (\(problem)), \(kept)"
      FileHandle.standardError.write(Data("notice: saved state \(problem); \(kept)\n".utf8))
    }
  }

  /// Hands the caretaker a memento of the albums and the position on the way out.
  func saveState() {
    guard let stateStore else { return }
    let memento = LibraryMemento.of(
      library, currentAlbumIndex: selection.index, scrollerIndex: scroller.centredIndex)
    do {
      try stateStore.save(memento)
      stateLine.text = "State: saved"
    } catch {
      stateLine.text = "State: not saved: \(error)"
      FileHandle.standardError.write(Data("warning: state not saved: \(error)\n".utf8))
    }
  }
}
// snippet.end
