// Given with exercise mediator-1. Read it; do not edit it: the filter panel's parts, and
// what they and their mediator say to each other.
import MVC

/// The one thing every part of the filter panel talks to: the panel's mediator, as the
/// parts see it.
@MainActor
protocol FilterMediator: AnyObject {
  /// `part` reports what the user did to it.
  func part(_ part: any FilterPart, did action: FilterAction)
}

/// A part of the filter panel. It knows its mediator, through the protocol above, and no
/// other part: it reports what the user did to it, and shows what it is told.
@MainActor
protocol FilterPart: AnyObject {
  /// Where it reports; weak, because the mediator holds its parts.
  var mediator: (any FilterMediator)? { get set }
  /// What the part shows now, one line of the screen.
  var line: String { get }
  /// How many times it has been told what to show.
  var timesShown: Int { get }
  /// Shows its share of `panel`. It never reports: what it is told is not news.
  func show(_ panel: FilterState)
}

/// What the user did to a part, in the panel's words.
enum FilterAction: Equatable, Sendable {
  /// A genre chosen in the list; `nil` for every genre.
  case chose(genre: String?)
  /// The year field's text now reads `year`.
  case typed(year: String)
  /// The "favourites only" box ticked or unticked.
  case toggledFavourites
  /// Apply pressed.
  case applied
  /// Clear pressed.
  case cleared
}

/// Which albums the library shows: of one genre or every one, of one year or every one,
/// the favourites only or all.
struct AlbumFilter: Equatable, Sendable {
  /// The genre, as the list offers it; `nil` for every genre.
  var genre: String?
  /// The year as typed, blanks and all; empty (or only blanks) for every year.
  var year: String
  var favouritesOnly: Bool

  /// No filter: every album.
  static let none = AlbumFilter(genre: nil, year: "", favouritesOnly: false)
}

/// The panel as the mediator tells it to every part. The parts read it; only the
/// mediator writes it.
struct FilterState: Equatable, Sendable {
  /// The filter as the parts have it now, applied or not.
  var filter: AlbumFilter
  /// The filter the library shows its albums by: the last one applied.
  var applied: AlbumFilter
  /// The library's genres, each once, sorted: what the list offers after "All".
  var genres: [String]
  /// How many of the library's albums `filter` lets through; `nil` while the year is
  /// wrong, since that filter cannot be applied.
  var matching: Int?
  /// What is wrong with the year as typed, said for the user; `nil` when nothing is.
  var yearProblem: String?

  /// Apply works when the year is right and the filter differs from the one applied.
  var canApply: Bool { yearProblem == nil && filter != applied }

  init(
    filter: AlbumFilter, applied: AlbumFilter, genres: [String], matching: Int? = nil,
    yearProblem: String? = nil
  ) {
    self.filter = filter
    self.applied = applied
    self.genres = genres
    self.matching = matching
    self.yearProblem = yearProblem
  }
}

/// What every part has: its mediator, its line, and the count of times it was told.
@MainActor
class PanelPart {
  weak var mediator: (any FilterMediator)?
  private(set) var line = ""
  private(set) var timesShown = 0

  /// Shows `text` as the part's line: every part's `show` ends here, once.
  func display(_ text: String) {
    line = text
    timesShown += 1
  }
}

/// The genres: "Genre: [All] · Jazz · Pop", the one chosen in brackets.
final class GenreList: PanelPart, FilterPart {
  /// The user chooses `genre`, or every genre with `nil`.
  func choose(_ genre: String?) { mediator?.part(self, did: .chose(genre: genre)) }

  func show(_ panel: FilterState) {
    let names = [nil] + panel.genres.map(Optional.some)
    display(
      "Genre: "
        + names.map { name in
          let text = name ?? "All"
          return name == panel.filter.genre ? "[\(text)]" : text
        }.joined(separator: " · "))
  }
}

/// The year: "Year: 1971", and what is wrong with it, if anything.
final class YearField: PanelPart, FilterPart {
  /// The user's typing leaves the field reading `text`.
  func type(_ text: String) { mediator?.part(self, did: .typed(year: text)) }

  func show(_ panel: FilterState) {
    display("Year: \(panel.filter.year)" + (panel.yearProblem.map { "  ✗ \($0)" } ?? ""))
  }
}

/// "[x] Favourites only", or "[ ] Favourites only".
final class FavouritesToggle: PanelPart, FilterPart {
  /// The user ticks or unticks the box.
  func toggle() { mediator?.part(self, did: .toggledFavourites) }

  func show(_ panel: FilterState) {
    display((panel.filter.favouritesOnly ? "[x]" : "[ ]") + " Favourites only")
  }
}

/// How many albums the filter lets through: "3 albums", "1 album". A part that only
/// shows.
final class CountLabel: PanelPart, FilterPart {
  func show(_ panel: FilterState) {
    display(
      panel.matching.map { $0 == 1 ? "1 album" : "\($0) albums" }
        ?? "no count while the year is wrong")
  }
}

/// "[ Apply ]" when Apply works, "( Apply )" when it does not.
final class ApplyButton: PanelPart, FilterPart {
  /// The user presses Apply.
  func press() { mediator?.part(self, did: .applied) }

  func show(_ panel: FilterState) {
    display(panel.canApply ? "[ Apply ]" : "( Apply )")
  }
}

/// "[ Clear ]" while the filter filters anything, "( Clear )" when it is already none.
final class ClearButton: PanelPart, FilterPart {
  /// The user presses Clear.
  func press() { mediator?.part(self, did: .cleared) }

  func show(_ panel: FilterState) {
    display(panel.filter == .none ? "( Clear )" : "[ Clear ]")
  }
}
