// Mistake: the field never says it takes typed characters, so the window keeps `q` as
// its Quit: typing "queen" into the search closes the app at its first letter.
// Lesson: a key a responder wants must reach it; the window asks the first responder
// whether it takes text (`acceptsTypedCharacters`) before `q` quits (chapter 11, the
// window sends keys down the chain).
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
