// Mistake: the field walks the rest of the chain itself with the keys it does not use,
// then says it did not take them, so the window offers them to the same responders again.
// Lesson: with TerminalKit's chain a responder only answers whether it took a key; the
// walk is written once, in `deliver(_:)` (chapter 11, the walk).
import TerminalKit

final class SearchField: View {
  private(set) var text = ""

  override var canBecomeFirstResponder: Bool { true }

  override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .character(let character): text.append(character)
    case .space: text.append(" ")
    case .backspace: if !text.isEmpty { text.removeLast() }
    default:
      var responder = next
      while let current = responder, !current.handleKey(key) { responder = current.next }
      return false
    }
    return true
  }
}
