import AppSupport
import Foundation

extension LibraryStateOriginator {
  // snippet.launch
  /// Restores what the caretaker found. Returns what to tell the user; a file set
  /// aside is also reported on stderr, so a printed run shows it too.
  public func restoreState(from outcome: StateLoadOutcome) -> String {
    switch outcome {
    case .nothingSaved:
      return "nothing saved yet, the built-in albums"
    case .loaded(let memento):
      do {
        try restore(from: memento)
        return "restored"
      } catch {
        return report("saved state not restored: \(error)")
      }
    case .setAside(let problem, let keptAs):
      let kept = StateLoadOutcome.keptAsText(keptAs)
      return report("saved state not restored: \(problem); \(kept); the built-in albums")
    }
  }

  /// `notice` on stderr as well, for a printed run.
  private func report(_ notice: String) -> String {
    KeptFile.notice(notice)
    return notice
  }
  // snippet.end

  // snippet.save
  /// Hands a memento of the screen to the caretaker. A failure also goes to stderr,
  /// which the shell shows once the terminal is its own again. The app goes on either
  /// way.
  @discardableResult
  public func saveState(in store: StateStore) -> Result<Void, KeptFileSaveError> {
    do {
      try store.save(makeMemento())
      return .success(())
    } catch {
      FileHandle.standardError.write(Data("warning: state not saved: \(error)\n".utf8))
      return .failure(error)
    }
  }
  // snippet.end
}
