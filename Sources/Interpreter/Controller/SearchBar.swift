import TerminalKit

/// The line under the state line: the search as it was understood and how many albums
/// it found, or, while a search is typed, the field it is typed into. The terminal's
/// `UISearchBar`, as much of one as the screen needs.
@MainActor
final class SearchBar: View {
  let summary = Label()
  let field = TextField(prompt: "Search: /")

  init() {
    super.init()
    field.isHidden = true
    addSubview(summary)
    addSubview(field)
  }

  override func layoutSubviews() {
    summary.frame = bounds
    field.frame = bounds
  }

  /// Shows the field, holding `text`, and sends it the keys.
  func beginEditing(with text: String) {
    field.text = text
    field.isHidden = false
    summary.isHidden = true
    field.beginEditing()
  }

  /// Hides the field and gives the keys back to the screen.
  func endEditing() {
    field.endEditing()
    field.isHidden = true
    summary.isHidden = false
  }

  var isEditing: Bool { field.isFirstResponder }
}
