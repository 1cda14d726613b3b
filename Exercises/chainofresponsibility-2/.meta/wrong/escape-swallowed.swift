// Mistake: the field keeps Escape but does nothing with it, so the key is lost: the
// search stays, and the screen never hears it.
// Lesson: a responder that takes a key must be the one that acts on it; a key nobody
// acts on must go on along the chain (chapter 11, the walk).
import TerminalKit

/// A one-line search field: while it is first responder it takes the characters typed
/// and Backspace, and Escape if Escape is the field's; every other key goes on to the
/// responder after it.
final class SearchField: View {
  /// What has been typed so far.
  private(set) var text = ""

  override var canBecomeFirstResponder: Bool { true }

  override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      text.append(character)
      return true
    case .space:
      text.append(" ")
      return true
    case .backspace:
      if !text.isEmpty { text.removeLast() }
      return true
    case .escape:
      return true
    default:
      return false
    }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    canvas.draw("Search: " + text, at: rect.origin, style: Style(), clip: clip)
  }
}
