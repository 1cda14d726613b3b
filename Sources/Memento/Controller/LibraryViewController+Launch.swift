import Foundation
import TerminalKit

extension LibraryViewController {
  // snippet.launch
  /// Restores what the caretaker found, and says on the state line what that was. A
  /// file set aside is also reported on stderr, so a printed run shows it too.
  public func restoreSavedState(_ outcome: StateLoadOutcome) {
    switch outcome {
    case .nothingSaved:
      stateLine.text = "State: nothing saved yet, the built-in albums"
    case .restored(let memento):
      restore(from: memento)
      stateLine.text = "State: restored"
    case .setAside(let problem, let keptAs):
      let kept = keptAs.map { "kept as \($0.lastPathComponent)" } ?? "left in place"
      let notice = "saved state not restored: \(problem); \(kept); the built-in albums"
      stateLine.text = "State: " + notice
      FileHandle.standardError.write(Data("notice: \(notice)\n".utf8))
    }
  }
  // snippet.end
}
