import AppSupport
import MVC
import TerminalKit

// snippet.form
/// The album form's mediator, the Gang of Four's concrete mediator: it makes the form's
/// parts, hears what the user did to each, holds the rules that tie the fields together
/// (what is wrong, what would change, whether Save can work, what ← and → step through),
/// and tells every part what to show. The parts know only `FormMediator`; all the form's
/// "when this, then that" is here, in one place.
@MainActor
public final class AlbumEditForm: View, FormMediator {
  /// The album as it was when the form opened.
  public let original: Album
  /// The library's other albums: a title and an artist two albums share is refused.
  let others: [Album]
  public private(set) var state: FormState
  /// Every part of the form, in the order it is laid out, a row each for a view.
  public private(set) var colleagues: [any FormColleague] = []
  /// Called with the album as edited, trimmed, after Enter when Save can work.
  public var onSave: ((Album) -> Void)?
  /// Called after Escape: the form is to close and nothing changes.
  public var onCancel: (() -> Void)?

  public init(editing album: Album, among others: [Album]) {
    original = album
    self.others = others
    // Each genre once whatever its case ("Pop" and "pop" are one), spelled as it sorts first.
    var seen: Set<String> = [""]
    let genres = (others + [album]).map(\.genre.trimmed).sorted()
      .filter { seen.insert($0.lowercased()).inserted }
    state = FormState(
      texts: [.title: album.title, .artist: album.artist, .genre: album.genre, .year: album.year],
      genres: genres)
    super.init()
    state = checked(state)
    for field in AlbumField.allCases { register(FieldEditor(field)) }
    register(GenreChoices())
    register(FormMessage())
    register(SaveButton())
  }

  /// Adds a part to the form: it reports here from now on and is shown the form as it
  /// stands; a view gets the next row. A new kind of part is its type and this call.
  public func register(_ colleague: any FormColleague) {
    colleague.mediator = self
    colleagues.append(colleague)
    if let view = colleague as? View { addSubview(view) }
    colleague.show(state)
  }

  /// What the user did, made into the form's new state, then told to every part, once.
  public func colleague(_ colleague: any FormColleague, did event: FormEvent) {
    var next = state
    switch event {
    case .edited(let field, let text): next.texts[field] = text
    case .moved(let step): next.focus = Self.field(step, placesFrom: state.focus)
    case .stepped(let field, let step):
      next.texts[field] = stepped(field, by: step, in: state)
    case .submitted:
      if let first = state.firstProblem { next.focus = first.field }
    case .cancelled: break
    }
    state = checked(next)
    for colleague in colleagues { colleague.show(state) }
    if event == .submitted, state.canSave { onSave?(album) }
    if event == .cancelled { onCancel?() }
  }
  // snippet.end

  // snippet.rules
  /// `form` with its problems, changes, chosen genre and whether Save can work, worked
  /// out from its texts.
  func checked(_ form: FormState) -> FormState {
    var form = form
    let value = { (field: AlbumField) in form.text(of: field).trimmed }
    form.problems = [:]
    for field in [AlbumField.title, .artist, .genre] where value(field).isEmpty {
      form.problems[field] = "empty; every album has one"
    }
    let year = value(.year)
    if year.count != 4 || !year.allSatisfy({ $0.isASCII && $0.isNumber }) {
      form.problems[.year] = "four digits, as 1971"
    }
    let twin = others.first {
      $0.title.trimmed.lowercased() == value(.title).lowercased()
        && $0.artist.trimmed.lowercased() == value(.artist).lowercased()
    }
    if form.problems[.title] == nil, let twin {
      form.problems[.title] =
        "the library has “\(twin.title.trimmed)” by \(twin.artist.trimmed) already"
    }
    form.changes = AlbumField.allCases.filter {
      value($0) != Self.value(of: $0, in: original).trimmed
    }
    form.chosenGenre = form.genres.firstIndex { $0.lowercased() == value(.genre).lowercased() }
    form.canSave = form.problems.isEmpty && !form.changes.isEmpty  // something right to save
    return form
  }

  /// What ← and → make of a field: the previous or next of the library's genres, round
  /// the list; a year one less or more; other fields as they are.
  func stepped(_ field: AlbumField, by step: Int, in form: FormState) -> String {
    let text = form.text(of: field)
    switch field {
    case .genre where !form.genres.isEmpty && step != 0:
      // From a genre not in the list, a step on lands on the first, a step back on the
      // last.
      let count = form.genres.count
      let start = form.chosenGenre ?? (step > 0 ? -1 : count)
      return form.genres[((start + step) % count + count) % count]
    case .year:
      guard form.problems[.year] == nil, let year = Int(text.trimmed) else { return text }
      return String(min(9999, max(1000, year + step)))
    default: return text
    }
  }
  // snippet.end

  /// The album as the form holds it: the original's cover, the fields trimmed.
  public var album: Album {
    var album = original
    album.title = state.text(of: .title).trimmed
    album.artist = state.text(of: .artist).trimmed
    album.genre = state.text(of: .genre).trimmed
    album.year = state.text(of: .year).trimmed
    return album
  }

  static func value(of field: AlbumField, in album: Album) -> String {
    switch field {
    case .title: album.title
    case .artist: album.artist
    case .genre: album.genre
    case .year: album.year
    }
  }

  /// The field `step` places from `field`, round the form.
  static func field(_ step: Int, placesFrom field: AlbumField) -> AlbumField {
    let all = AlbumField.allCases
    let index = all.firstIndex(of: field)!  // every field is one of all
    return all[((index + step) % all.count + all.count) % all.count]
  }

  /// The views among the parts, a row each from the top.
  public override func layoutSubviews() {
    for (row, view) in subviews.enumerated() {
      view.frame = Rect(x: 0, y: row, width: bounds.width, height: 1)
    }
  }

  /// Gives the keys to the field in focus; called once the form is in a window.
  public func beginEditing() {
    for colleague in colleagues { colleague.show(state) }
  }
}
