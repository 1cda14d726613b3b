// Mistake: the field types each letter and still answers that it did not take the key,
// so the key goes on and the toolbar's `d` deletes while the user types.
// Lesson: a responder that handles a key says so; handling and passing on sends one key
// to two handlers (chapter 11, watch out for).
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
    return false
  }
}
