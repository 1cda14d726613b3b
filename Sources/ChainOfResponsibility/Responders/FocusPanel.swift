import TerminalKit

// snippet.panel
/// A part of the screen that can have the focus: a view that may become first
/// responder, framed by a ring while it is. It takes the keys its content takes (the
/// strip's ← and →, the table's ↑, ↓ and Enter) and passes every other key on to
/// `next`, whatever that is: it never learns.
@MainActor
public final class FocusPanel: View {
  /// What the status line and a report call it: "covers", "details".
  public let name: String
  /// The keys it takes, for the status line: "←/→ move".
  public let keyHint: String
  private let content: View

  /// Puts `content` inside the panel, one cell in from the ring.
  public init(name: String, keyHint: String, content: View) {
    (self.name, self.keyHint, self.content) = (name, keyHint, content)
    super.init()
    borderColor = .yellow
    addSubview(content)
  }

  public override var canBecomeFirstResponder: Bool { true }

  /// Its content's keys; `false` for the rest, which then go on to `next`.
  public override func handleKey(_ key: Key) -> Bool {
    content.handleKey(key)
  }

  /// The ring: the panel's border, drawn while keys start here.
  public override func layoutSubviews() {
    hasBorder = isFirstResponder
  }

  public override var responderName: String { name }
}
// snippet.end
