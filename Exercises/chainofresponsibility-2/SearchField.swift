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

  override func handleKey(_ key: Key) -> Bool {
    false  // TODO: which keys are the field's (Escape too?), and what of the others?
  }

  override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    canvas.draw("Search: " + text, at: rect.origin, style: Style(), clip: clip)
  }
}
