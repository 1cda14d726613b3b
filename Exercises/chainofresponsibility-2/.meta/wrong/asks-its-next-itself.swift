// Mistake: the field offers a key it does not use to its next responder itself, and
// returns that one's answer, as UIKit's forwarding form calls super; the window's walk
// then offers the same key to that responder again.
// Lesson: with TerminalKit's chain a responder only answers whether it took a key; a
// responder that calls `next` itself brings back the double offer (chapter 11, watch
// out for: handling and passing on).
import TerminalKit

final class SearchField: View {
  private(set) var text = ""

  override var canBecomeFirstResponder: Bool { true }

  override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .character(let character): text.append(character)
    case .space: text.append(" ")
    case .backspace: if !text.isEmpty { text.removeLast() }
    default: return next?.handleKey(key) ?? false
    }
    return true
  }
}
