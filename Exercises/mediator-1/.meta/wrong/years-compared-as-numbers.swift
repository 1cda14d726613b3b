// Mistake: the count compares the album's year with the one typed as numbers, so an album
// of "01971" or "+1971" is counted for 1971, where the task compares the two texts, trimmed.
// Lesson: a rule says what is compared; comparing something else that agrees on the
// inputs at hand is another rule.
import Foundation
import MVC

// Exercise mediator-1 · A filter panel
//
// Write the rules of the library's filter panel in its mediator: the parts (given, in
// FilterParts.swift) only report what the user did and show what they are told. The task
// is in Chapters/16-Mediator.md, section Exercises.

/// The filter panel's mediator: it makes the parts, hears what the user did to each, works
/// out what that means for the whole panel, and tells every part what to show.
@MainActor
final class FilterPanel: FilterMediator {
  let albums: [Album]
  let favourites: Set<Album>
  let genreList = GenreList()
  let yearField = YearField()
  let favouritesToggle = FavouritesToggle()
  let countLabel = CountLabel()
  let applyButton = ApplyButton()
  let clearButton = ClearButton()
  /// Every part of the panel, in the order they were registered.
  private(set) var parts: [any FilterPart] = []
  private(set) var state: FilterState
  /// Called with the filter each time Apply works.
  var onApply: ((AlbumFilter) -> Void)?

  init(albums: [Album], favourites: Set<Album>) {
    self.albums = albums
    self.favourites = favourites
    let genres = Set(albums.map { $0.genre.trimmingCharacters(in: .whitespaces) })
    state = FilterState(filter: .none, applied: .none, genres: genres.subtracting([""]).sorted())
    state = checked(state)
    let given: [any FilterPart] = [
      genreList, yearField, favouritesToggle, countLabel, applyButton, clearButton,
    ]
    for part in given { register(part) }
  }

  /// Adds a part to the panel: it reports here from now on, and is shown the panel as it
  /// stands.
  func register(_ part: any FilterPart) {
    part.mediator = self
    parts.append(part)
    part.show(state)
  }

  /// What the user did to `part`: the panel's new state, told to every part once.
  func part(_ part: any FilterPart, did action: FilterAction) {
    let applies = action == .applied && state.canApply
    var next = state
    switch action {
    case .chose(let genre): next.filter.genre = genre
    case .typed(let year): next.filter.year = year
    case .toggledFavourites: next.filter.favouritesOnly.toggle()
    case .applied: if applies { next.applied = state.filter }
    case .cleared: next.filter = .none
    }
    state = checked(next)
    for part in parts { part.show(state) }
    if applies { onApply?(state.applied) }
  }

  /// `panel` with what follows from its filter worked out: what is wrong with the year,
  /// and how many albums the filter lets through.
  func checked(_ panel: FilterState) -> FilterState {
    var panel = panel
    let year = panel.filter.year.trimmingCharacters(in: .whitespaces)
    let isYear = year.count == 4 && year.allSatisfy { $0.isASCII && $0.isNumber }
    panel.yearProblem = year.isEmpty || isYear ? nil : "four digits, as 1971, or none"
    panel.matching =
      panel.yearProblem == nil ? albums.filter { lets(panel.filter, through: $0) }.count : nil
    return panel
  }

  /// Whether `filter` lets `album` through: its genre (trimmed) the one chosen, its year
  /// (trimmed) the one typed, and a favourite when only favourites are asked for.
  func lets(_ filter: AlbumFilter, through album: Album) -> Bool {
    let year = filter.year.trimmingCharacters(in: .whitespaces)
    return (filter.genre == nil || album.genre.trimmingCharacters(in: .whitespaces) == filter.genre)
      && (year.isEmpty || Int(album.year.trimmingCharacters(in: .whitespaces)) == Int(year))
      && (!filter.favouritesOnly || favourites.contains(album))
  }
}
