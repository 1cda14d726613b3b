/// One line the user types into: the terminal's `UITextField`. While it is the first
/// responder every key is its own (even `q`, which otherwise quits): characters and
/// spaces go to the end of `text`, Backspace takes the last one off, Enter hands the
/// text to `onReturn` and Escape calls `onCancel`. Neither ends the editing on its own:
/// the owner decides, as a `UITextFieldDelegate` does, and calls `endEditing()`.
///
/// ```swift
/// field.onReturn = { text in print(text); field.endEditing() }
/// field.beginEditing()
/// ```
@MainActor
public final class TextField: View {
  /// What has been typed.
  public var text: String
  /// Drawn before the text, never edited: `"/"`, `"Search: "`.
  public var prompt: String
  /// Enter was pressed, with the text as it stands.
  public var onReturn: ((String) -> Void)?
  /// Escape was pressed.
  public var onCancel: (() -> Void)?
  /// A key changed the text (a character, a space, a Backspace that took one off), with
  /// the text as it now stands. Setting `text` in code does not call it: an owner that
  /// shows what it was told never hears its own words back.
  public var onChange: ((String) -> Void)?
  /// Keys the field does not keep while editing: they go on to the next responder (the
  /// field's superview), as Tab and the arrows do in a form that moves between fields.
  /// Empty: the field keeps every key.
  public var passedKeys: Set<Key> = []

  public init(prompt: String = "", text: String = "", frame: Rect = .zero) {
    self.prompt = prompt
    self.text = text
    super.init(frame: frame)
  }

  public override var canBecomeFirstResponder: Bool { true }
  public override var acceptsTypedCharacters: Bool { isFirstResponder }

  /// Makes the field the first responder, so keys start here; `false` when it is in no
  /// window.
  @discardableResult
  public func beginEditing() -> Bool { becomeFirstResponder() }

  /// Gives the keys back to the window's usual order.
  public func endEditing() { resignFirstResponder() }

  public override func handleKey(_ key: Key) -> Bool {
    if passedKeys.contains(key) { return false }
    switch key {
    case .character(let character):
      text.append(character)
      onChange?(text)
    case .space:
      text.append(" ")
      onChange?(text)
    case .backspace:
      if text.popLast() != nil { onChange?(text) }
    case .enter: onReturn?(text)
    case .escape: onCancel?()
    case .click: return false  // a click elsewhere is the view's under it
    default: break  // arrows and tab: nothing to move through in one line
    }
    return true
  }

  /// The prompt and as much of the end of the text as fits, then the cursor while
  /// editing: the end is where typing happens.
  public override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    guard rect.height > 0, rect.width > 0 else { return }
    let cursor = isFirstResponder ? "▏" : ""
    let room = rect.width - prompt.terminalWidth - cursor.terminalWidth
    let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    var shown = flat
    if flat.terminalWidth > room {
      var kept: [Character] = []
      var used = 1  // the "…" in front
      for character in flat.reversed() {
        if used + character.terminalWidth > room { break }
        kept.append(character)
        used += character.terminalWidth
      }
      shown = "…" + String(kept.reversed())
    }
    let line = Label.truncate(prompt + shown + cursor, toWidth: rect.width)
    canvas.draw(line, at: Point(x: rect.minX, y: rect.minY), style: Style(), clip: clip)
  }
}
