// Mistake: the field takes only letters; a digit or a dash typed into the search goes
// on up the chain, where the screen may act on it.
// Lesson: a responder takes every key of its kind, not the ones its first examples
// showed (chapter 11, the walk).
import TerminalKit

/// A one-line search field: while it is first responder it takes the characters typed
/// and Backspace, and Escape if Escape is the field's; every other key goes on to the
/// responder after it.
final class SearchField: View {
  /// What has been typed so far.
  private(set) var text = ""

  override var canBecomeFirstResponder: Bool { true }

  /// While it has the focus, `q` is a letter of the search, not the window's Quit.
  override var acceptsTypedCharacters: Bool { isFirstResponder }

  override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .character(let character) where character.isLetter:
      text.append(character)
      return true
    case .space:
      text.append(" ")
      return true
    case .backspace:
      if !text.isEmpty { text.removeLast() }
      return true
    case .escape:
      // This field owns Escape: it clears the search. Leaving Escape to the screen
      // (to close the search, say), with the text as it was, is as sound.
      text = ""
      return true
    default:
      return false
    }
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    canvas.draw("Search: " + text, at: rect.origin, style: Style(), clip: clip)
  }
}
