// snippet.state
/// What the form is now, as the mediator tells it to every colleague: the fields' texts,
/// which field has the keys, what is wrong, what would change, and whether Save can
/// work. The colleagues read it; only the mediator writes it.
public struct FormState: Equatable, Sendable {
  /// Each field's text as typed, untrimmed.
  public var texts: [AlbumField: String]
  /// The field that has the keys.
  public var focus: AlbumField
  /// What is wrong with a field, said for the user; a field that is fine has no entry.
  public var problems: [AlbumField: String]
  /// The fields whose value differs from the album's, in the form's order.
  public var changes: [AlbumField]
  /// The library's genres, sorted, for the genre field to step through.
  public var genres: [String]
  /// Where the genre field's value stands in `genres`; `nil` for a genre not there yet.
  public var chosenGenre: Int?

  /// Whether Save can work: the mediator's answer.
  public var canSave: Bool

  /// A field's text; one the state holds none for reads as empty.
  public func text(of field: AlbumField) -> String { texts[field] ?? "" }

  /// The first problem in the form's order, with its field.
  public var firstProblem: (field: AlbumField, problem: String)? {
    AlbumField.allCases.lazy.compactMap { field in self.problems[field].map { (field, $0) } }
      .first
  }

  /// A state with nothing wrong, nothing changed, no genre chosen and Save off: the
  /// mediator works those out.
  public init(texts: [AlbumField: String], focus: AlbumField = .title, genres: [String] = []) {
    self.texts = texts
    self.focus = focus
    self.genres = genres
    problems = [:]
    changes = []
    canSave = false
  }
}
// snippet.end
