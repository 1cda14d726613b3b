// Mistake: Escape clears the search and goes on up the chain as well, so the screen
// acts on a key the field has already used.
// Lesson: one responder owns a key: it acts and says it took it, or leaves it alone
// and lets it go (chapter 11, the walk).
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
      text = ""
      return false
    default:
      return false
    }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    canvas.draw("Search: " + text, at: rect.origin, style: Style(), clip: clip)
  }
}
