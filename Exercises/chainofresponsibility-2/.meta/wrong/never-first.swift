// Mistake: the field handles its keys but never says it may become first responder, so
// keys never start at it.
// Lesson: a responder must agree to be first (`canBecomeFirstResponder`) before keys
// start there (chapter 11, the first responder).
import TerminalKit

final class SearchField: View {
  private(set) var text = ""

  override func handleKey(_ key: Key) -> Bool {
    guard case .character(let character) = key else { return false }
    text.append(character)
    return true
  }
}
