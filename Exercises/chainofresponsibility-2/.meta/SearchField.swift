// Exercise chainofresponsibility-2 · A search field in the chain
//
// Write a TerminalKit view that takes the letters typed while it has the focus and lets
// every other key go on up the responder chain, and decide who owns Escape. The task is
// in Chapters/11-ChainOfResponsibility.md, section Exercises.
import TerminalKit

/// A one-line search field: while it is first responder it takes the characters typed
/// and Backspace, and Escape if Escape is the field's; every other key goes on to the
/// responder after it.
final class SearchField: View {
  /// What has been typed so far.
  private(set) var text = ""

  // solution.begin
  override var canBecomeFirstResponder: Bool { true }

  /// While it has the focus, `q` is a letter of the search, not the window's Quit.
  override var acceptsTypedCharacters: Bool { isFirstResponder }

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
  // solution.starter
  //>   override func handleKey(_ key: Key) -> Bool {
  //>     false  // TODO: which keys are the field's (Escape too?), and what of the others?
  //>   }
  // solution.end

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    canvas.draw("Search: " + text, at: rect.origin, style: Style(), clip: clip)
  }
}
