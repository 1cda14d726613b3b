// Mistake: the field sends every key it does not use along the rest of the chain
// itself, then says it took it, so a key nobody took comes back to the window as
// handled.
// Lesson: the walk is written once, in `deliver(_:)`, and its answer is the window's:
// a responder that walks for itself hides a key nobody took (chapter 11, the walk).
import TerminalKit

final class SearchField: View {
  private(set) var text = ""

  override var canBecomeFirstResponder: Bool { true }

  override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .character(let character): text.append(character)
    case .space: text.append(" ")
    case .backspace: if !text.isEmpty { text.removeLast() }
    default: next?.deliver(key)
    }
    return true
  }
}
