// The checks of exercise mediator-1. Read them; do not edit them.
import ExerciseSupport
import Foundation
import MVC

// The task's promises, and the checks that hold each:
// - the panel opens with no filter, counting every album, and the task's steps show what
//   the task says: the first check;
// - after any actions on any parts, over generated libraries, the panel's state and every
//   part's line are what the rules say (the year trimmed of blanks, four ASCII digits or
//   nothing; the count of the filter as the parts have it; Apply only when it works;
//   Clear back to no filter): the second;
// - every action reaches every part once, the part that reported and a part added later
//   included, and a working Apply calls `onApply` once with its filter, any other action
//   never: the third;
// - two panels never hear each other, nor share a state: the fourth;
// - `onApply` is called last, when the panel holds its new state and every part shows it,
//   so a client that works the panel from `onApply` (pressing Clear) is not undone: the
//   fifth.

func album(_ title: String, _ genre: String, _ year: String) -> Album {
  Album(title: title, artist: "Various", genre: genre, coverUrl: "", year: year)
}

/// A part the checks add to the panel after it is made: it keeps every state it is shown.
@MainActor
final class Spy: FilterPart {
  weak var mediator: (any FilterMediator)?
  var shown: [FilterState] = []
  var line: String { shown.last.map { "\($0)" } ?? "" }
  var timesShown: Int { shown.count }
  func show(_ panel: FilterState) { shown.append(panel) }
}

/// One thing the user does, on the part it is done to.
enum Step: Sendable, CustomStringConvertible {
  case choose(String?)
  case type(String)
  case toggle
  case apply
  case clear

  var description: String {
    switch self {
    case .choose(let genre): "choose \(genre.map { String(reflecting: $0) } ?? "All")"
    case .type(let text): "type \(String(reflecting: text))"
    case .toggle: "toggle favourites"
    case .apply: "press Apply"
    case .clear: "press Clear"
    }
  }
}

@MainActor
func perform(_ step: Step, on panel: FilterPanel) {
  switch step {
  case .choose(let genre): panel.genreList.choose(genre)
  case .type(let text): panel.yearField.type(text)
  case .toggle: panel.favouritesToggle.toggle()
  case .apply: panel.applyButton.press()
  case .clear: panel.clearButton.press()
  }
}

/// The panel as the task's rules say it is, worked out plainly.
struct Model {
  let albums: [Album]
  let favourites: Set<Album>
  var filter = AlbumFilter.none
  var applied = AlbumFilter.none

  init(albums: [Album], favourites: Set<Album>) {
    self.albums = albums
    self.favourites = favourites
  }

  static func trimmed(_ text: String) -> String {
    var characters = Array(text)
    while let first = characters.first, first == " " || first == "\t" { characters.removeFirst() }
    while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
    return String(characters)
  }

  var year: String { Self.trimmed(filter.year) }

  var yearIsRight: Bool {
    year.isEmpty || (year.count == 4 && year.allSatisfy { "0123456789".contains($0) })
  }

  var canApply: Bool { yearIsRight && filter != applied }

  var genres: [String] {
    var seen: [String] = []
    for album in albums {
      let genre = Self.trimmed(album.genre)
      if !genre.isEmpty && !seen.contains(genre) { seen.append(genre) }
    }
    return seen.sorted()
  }

  var matching: Int? {
    guard yearIsRight else { return nil }
    var count = 0
    for album in albums {
      if let genre = filter.genre, Self.trimmed(album.genre) != genre { continue }
      if !year.isEmpty && Self.trimmed(album.year) != year { continue }
      if filter.favouritesOnly && !favourites.contains(album) { continue }
      count += 1
    }
    return count
  }

  var state: FilterState {
    FilterState(
      filter: filter, applied: applied, genres: genres, matching: matching,
      yearProblem: yearIsRight ? nil : "four digits, as 1971, or none")
  }

  /// Takes `step`; returns the filter Apply applied, if it did.
  mutating func take(_ step: Step) -> AlbumFilter? {
    switch step {
    case .choose(let genre): filter.genre = genre
    case .type(let text): filter.year = text
    case .toggle: filter.favouritesOnly.toggle()
    case .clear: filter = .none
    case .apply:
      guard canApply else { return nil }
      applied = filter
      return filter
    }
    return nil
  }
}

/// What a part of each kind shows for `state`, as the given parts write it.
@MainActor
func lines(for state: FilterState) -> [String] {
  let parts: [any FilterPart] = [
    GenreList(), YearField(), FavouritesToggle(), CountLabel(), ApplyButton(), ClearButton(),
  ]
  return parts.map { part in
    part.show(state)
    return part.line
  }
}

@MainActor
func shownLines(of panel: FilterPanel) -> [String] {
  [
    panel.genreList.line, panel.yearField.line, panel.favouritesToggle.line,
    panel.countLabel.line, panel.applyButton.line, panel.clearButton.line,
  ]
}

/// A library of generated albums, some of them favourites, and steps on its panel.
struct Case: Sendable, CustomStringConvertible {
  var albums: [Album]
  var favourites: Set<Album>
  var steps: [Step]

  var description: String {
    let listed = albums.map { album in
      "“\(album.title)” \(String(reflecting: album.genre)) \(String(reflecting: album.year))"
        + (favourites.contains(album) ? " ♥" : "")
    }
    return "library \(listed), steps \(steps)"
  }
}

/// Years as typed: right, with blanks around, wrong in every way the rule names, and the
/// library's own years so that some match.
func years(of albums: [Album]) -> Generator<String> {
  let typed = Generators.element(of: [
    "1971", " 1977", "1977 ", "\t1992", "", "  ", "19x5", "197", "19711", "١٩٧١", "1 971",
    "1971\n", "-197", "+197", "0197", "2000",
  ])
  // An album's year as typed, and without the sign or nought some albums' years have.
  let known = albums.map(\.year).flatMap { [$0, String($0.drop { "+0".contains($0) })] }
    .filter { !$0.isEmpty }
  guard !known.isEmpty else { return typed }
  return Generators.oneOf([
    typed,
    Generators.element(of: known).flatMap { year in
      Generators.element(of: ["", " ", "\t"]).map { $0 + year + $0 }
    },
  ])
}

/// Some albums' years have a sign or a nought before them, "+1971" or "01971": the same
/// number, another text.
let cases = Generators.albums(count: 0...10).flatMap { fields in
  Generators.array(
    of: Generators.element(of: ["", "", "0", "+"]), length: fields.count...fields.count
  ).map { signs in
    zip(fields, signs).map { album($0.title, $0.genre, $1 + $0.year) }
  }
}.flatMap { albums in
  Generators.array(of: Generators.bool, length: albums.count...albums.count).flatMap {
    loved in
    let favourites = Set(zip(albums, loved).filter(\.1).map(\.0))
    let genres = Model(albums: albums, favourites: favourites).genres
    let step = Generators.oneOf([
      Generators.element(of: [nil] + genres.map(Optional.some)).map { Step.choose($0) },
      years(of: albums).map { Step.type($0) },
      Generators.element(of: [Step.toggle, .apply, .clear, .apply]),
    ])
    return Generators.array(of: step, length: 0...12).map {
      Case(albums: albums, favourites: favourites, steps: $0)
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the task's panel: it counts what the filter lets through, and applies it") {
        let albums = [
          album("Hunky Dory", "Rock", "1971"), album("Low", "Rock", "1977"),
          album("Blue", "Folk", "1971"), album("Heroes", " Rock", "1977 "),
          album("Best of Bowie", "Pop", "1992"),
        ]
        let panel = FilterPanel(albums: albums, favourites: [albums[1], albums[2]])
        var applied: [AlbumFilter] = []
        panel.onApply = { applied.append($0) }
        try expectEqual(
          shownLines(of: panel),
          [
            "Genre: [All] · Folk · Pop · Rock", "Year: ", "[ ] Favourites only", "5 albums",
            "( Apply )", "( Clear )",
          ], "the panel as it opens")
        panel.genreList.choose("Rock")
        panel.yearField.type(" 1977")
        try expectEqual(
          shownLines(of: panel),
          [
            "Genre: All · Folk · Pop · [Rock]", "Year:  1977", "[ ] Favourites only",
            "2 albums", "[ Apply ]", "[ Clear ]",
          ], "after choosing Rock and typing “ 1977”")
        panel.favouritesToggle.toggle()
        panel.applyButton.press()
        try expectEqual(panel.countLabel.line, "1 album", "the count, favourites only")
        try expectEqual(
          applied, [AlbumFilter(genre: "Rock", year: " 1977", favouritesOnly: true)],
          "the filters onApply was called with")
        try expectEqual(panel.applyButton.line, "( Apply )", "Apply, once applied")
        panel.yearField.type("19x7")
        try expectEqual(
          [panel.yearField.line, panel.countLabel.line, panel.applyButton.line],
          [
            "Year: 19x7  ✗ four digits, as 1971, or none", "no count while the year is wrong",
            "( Apply )",
          ], "the year field, the count and Apply after typing “19x7”")
        panel.applyButton.press()
        panel.clearButton.press()
        try expectEqual(
          shownLines(of: panel),
          [
            "Genre: [All] · Folk · Pop · Rock", "Year: ", "[ ] Favourites only", "5 albums",
            "[ Apply ]", "( Clear )",
          ], "after Apply with a wrong year, then Clear")
        try expectEqual(applied.count, 1, "the times onApply was called")
      },
      Check("after any actions, the panel and every part show what the rules say") {
        try forAll(cases) { test in
          let panel = FilterPanel(albums: test.albums, favourites: test.favourites)
          var model = Model(albums: test.albums, favourites: test.favourites)
          try expectEqual(panel.state, model.state, "the panel's state as it opens")
          try expectEqual(shownLines(of: panel), lines(for: model.state), "the lines it opens with")
          for (index, step) in test.steps.enumerated() {
            perform(step, on: panel)
            _ = model.take(step)
            let after = "after \(test.steps[...index].map(\.description).joined(separator: ", "))"
            try expectEqual(panel.state, model.state, "the panel's state \(after)")
            try expectEqual(
              shownLines(of: panel), lines(for: model.state), "the parts' lines \(after)")
          }
        }
      },
      Check("every action reaches every part once, and a working Apply calls onApply once") {
        try forAll(cases) { test in
          let panel = FilterPanel(albums: test.albums, favourites: test.favourites)
          let spy = Spy()
          panel.register(spy)
          var model = Model(albums: test.albums, favourites: test.favourites)
          var applied: [AlbumFilter] = []
          panel.onApply = { applied.append($0) }
          try expectEqual(spy.timesShown, 1, "the times a part added later is shown as it is added")
          for step in test.steps {
            let before = panel.parts.map(\.timesShown)
            let names = panel.parts.map { "\(type(of: $0))" }
            perform(step, on: panel)
            let expected = model.take(step)
            let after = panel.parts.map(\.timesShown)
            try expect(
              after.count == before.count,
              "\(step) changed the panel's parts from \(before.count) to \(after.count)")
            let times = zip(after, before).map { $0 - $1 }
            try expect(
              times.allSatisfy { $0 == 1 },
              "on \(step), the parts \(names) were told \(times) times: every action reaches "
                + "every part once, the part that reported and a part added later (Spy) too")
            try expectEqual(spy.shown.last, model.state, "what Spy was last shown, on \(step)")
            try expectEqual(
              applied, expected.map { [$0] } ?? [], "the filters onApply was called with on \(step)"
            )
            applied = []
          }
        }
      },
      Check("two panels never hear each other") {
        let albums = [album("Low", "Rock", "1977"), album("Blue", "Folk", "1971")]
        let first = FilterPanel(albums: albums, favourites: [])
        let lines = shownLines(of: first)
        let times = first.parts.map(\.timesShown)
        let others = [album("Heroes", "Rock", "1977"), album("Hejira", "Jazz", "1976")]
        let second = FilterPanel(albums: others, favourites: [others[0]])
        for step in [Step.choose("Jazz"), .type("1976"), .apply, .toggle] {
          perform(step, on: second)
        }
        try expectEqual(shownLines(of: first), lines, "the first panel's lines")
        try expectEqual(
          first.parts.map(\.timesShown), times,
          "the times the first panel's parts were told, while the user worked the second")
        try expectEqual(first.parts.count, 6, "the first panel's parts")
        var model = Model(albums: albums, favourites: [])
        for step in [Step.type("1977"), .apply] {
          perform(step, on: first)
          _ = model.take(step)
        }
        try expectEqual(
          first.state, model.state,
          "the first panel's state after typing 1977 and Apply, the second having been worked")
      },
      Check("onApply hears a panel already new, and a client that works it is not undone") {
        try forAll(cases) { test in
          let panel = FilterPanel(albums: test.albums, favourites: test.favourites)
          let spy = Spy()
          panel.register(spy)
          var model = Model(albums: test.albums, favourites: test.favourites)
          var heard: [(FilterState, [String], FilterState?)] = []
          panel.onApply = { [unowned panel] _ in
            heard.append((panel.state, shownLines(of: panel), spy.shown.last))
            panel.clearButton.press()
          }
          for (index, step) in test.steps.enumerated() {
            let after = "after \(test.steps[...index].map(\.description).joined(separator: ", "))"
            heard = []
            perform(step, on: panel)
            if model.take(step) != nil {
              let applied = model.state
              try expectEqual(heard.count, 1, "the times onApply was called \(after)")
              try expectEqual(
                heard[0].0, applied, "the panel's state as onApply read it \(after)")
              try expectEqual(
                heard[0].1, lines(for: applied), "the parts' lines as onApply read them \(after)")
              try expectEqual(
                heard[0].2, applied, "what a part added later showed as onApply ran \(after)")
              _ = model.take(.clear)
            }
            try expectEqual(
              panel.state, model.state,
              "the panel's state \(after), onApply pressing Clear each time it was called")
            try expectEqual(
              shownLines(of: panel), lines(for: model.state),
              "the parts' lines \(after), onApply pressing Clear each time it was called")
            try expectEqual(spy.shown.last, model.state, "what a part added later shows \(after)")
          }
        }
      },
    ])
  }
}
