import TerminalKit

// snippet.fieldEditor
/// One field of the form, "Title: Hunky Dory": a colleague that turns keys into the
/// form's events and shows the field's text, whether it has the keys, and a mark when
/// something is wrong with it. It names no other part of the form.
@MainActor
public final class FieldEditor: View, FormColleague {
  public weak var mediator: (any FormMediator)?
  public let field: AlbumField
  let textField: TextField

  public init(_ field: AlbumField) {
    self.field = field
    textField = TextField()  // its prompt comes with the first state shown
    super.init()
    // Tab and the arrows come up to `handleKey` below instead of into the text.
    textField.passedKeys = [.tab, .up, .down, .left, .right]
    textField.onChange = { [unowned self] in report(.edited(field, text: $0)) }
    textField.onReturn = { [unowned self] _ in report(.submitted) }
    textField.onCancel = { [unowned self] in report(.cancelled) }
    addSubview(textField)
  }

  private func report(_ event: FormEvent) { mediator?.colleague(self, did: event) }

  /// The keys the field passes up: Tab and ↓ move down, ↑ moves up, ← and → step.
  public override func handleKey(_ key: Key) -> Bool {
    switch key {
    case .tab, .down: report(.moved(by: 1))
    case .up: report(.moved(by: -1))
    case .left: report(.stepped(field, by: -1))
    case .right: report(.stepped(field, by: 1))
    default: return false
    }
    return true
  }

  public func show(_ form: FormState) {
    let text = form.text(of: field)
    if textField.text != text { textField.text = text }  // setting it reports nothing
    textField.prompt = Self.prompt(for: field, marked: form.problems[field] != nil)
    if form.focus == field, !textField.isFirstResponder { textField.beginEditing() }
  }
  // snippet.end

  /// "  Title:  " or, for a field with a problem, "✗ Title:  ": the names padded to the
  /// longest, "Artist:", and a blank, so the texts line up.
  static func prompt(for field: AlbumField, marked: Bool) -> String {
    let name = field.name + ":"
    return (marked ? "✗ " : "  ") + name + String(repeating: " ", count: 8 - name.count)
  }

  /// Whether the field has the keys.
  public var isEditing: Bool { textField.isFirstResponder }
  /// The text on screen.
  public var text: String { textField.text }

  public override func layoutSubviews() { textField.frame = bounds }
}
