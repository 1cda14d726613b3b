// Mistake: the field answers that it took every key, arrows included, so nothing after
// it hears one while it has the focus.
// Lesson: a responder takes what it uses and lets the rest go on (chapter 11, watch
// out for: a responder that takes everything).
import TerminalKit

final class SearchField: View {
  private(set) var text = ""

  override var canBecomeFirstResponder: Bool { true }

  override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .character(let character): text.append(character)
    case .space: text.append(" ")
    case .backspace: if !text.isEmpty { text.removeLast() }
    default: break
    }
    return true
  }
}
