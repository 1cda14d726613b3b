// The checks of exercise mvc-3. Read them; do not edit them.
import ExerciseSupport
import MVC
import TerminalKit

let metropolis = Film(
  title: "Metropolis", director: "Fritz Lang", year: 1927, posterUrl: "/posters/metropolis.png")
let stalker = Film(
  title: "Stalker", director: "Andrei Tarkovsky", year: 1979, posterUrl: "/posters/stalker.png")
let playtime = Film(
  title: "Playtime", director: "Jacques Tati", year: 1967, posterUrl: "/posters/playtime.png")

/// Your screen in a window of 80×24, read the way a person reads it: posters are found by
/// the file name under them, and a poster is highlighted when that name stands on white.
@MainActor
final class Screen {
  let films: [Film]
  let window: Window

  init(_ films: [Film]) {
    self.films = films
    window = Window(
      rootViewController: makeFilmShelfScreen(for: films), size: Size(width: 80, height: 24))
  }

  func press(_ key: Key, times: Int = 1) {
    for _ in 0..<times { _ = window.send(key) }
  }

  /// The screen as the failure messages show it: each line after a bar, so that blank
  /// lines and leading spaces survive.
  var shown: String {
    let lines = window.render().renderPlain().split(
      separator: "\n", omittingEmptySubsequences: false)
    return "\n" + lines.map { "      │" + $0 }.joined(separator: "\n") + "\n     "
  }

  var text: String { window.render().renderPlain() }

  /// Where each film's poster caption (its file name) starts, in the films' order.
  func captions(file: StaticString = #fileID, line: UInt = #line) throws(CheckFailure)
    -> [Point]
  {
    let canvas = window.render()
    var found: [Point] = []
    for film in films {
      let name = String(film.posterUrl.split(separator: "/").last!)
      let point = canvas.firstPoint(of: name)
      try expect(
        point != nil,
        "no poster captioned '\(name)'. An AlbumView shows its file name when it is at least 5 "
          + "rows high and wide enough for the name. The screen reads:\(shown)", file: file,
        line: line)
      found.append(point!)
    }
    return found
  }

  /// For each poster, in the films' order, whether its caption stands on white.
  func highlights(file: StaticString = #fileID, line: UInt = #line) throws(CheckFailure)
    -> [Bool]
  {
    let canvas = window.render()
    return try captions(file: file, line: line).map {
      canvas[$0.x, $0.y].style.background == .white
    }
  }

  /// The line number of the first line that shows `text`, if any.
  func line(showing text: String) -> Int? {
    self.text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(text) }
  }

  /// Fails unless the details show `film` and no other film's director.
  func expectDetails(of film: Film, file: StaticString = #fileID, line: UInt = #line)
    throws(CheckFailure)
  {
    let captionLine = try captions(file: file, line: line)[0].y
    for value in [film.title, film.director, String(film.year)] {
      let found = self.line(showing: value)
      try expect(
        found != nil, "\(value) of \(film.title) is not on the screen:\(shown)", file: file,
        line: line)
      try expect(
        found! > captionLine, "\(value) stands above the posters, not below them:\(shown)",
        file: file, line: line)
    }
    for other in films where other != film {
      try expect(
        !text.contains(other.director),
        "\(film.title) is chosen, but \(other.director) of \(other.title) is shown too:\(shown)",
        file: file, line: line)
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("every film's poster is on the screen, side by side, in the films' order") {
        let screen = Screen([metropolis, stalker, playtime])
        let captions = try screen.captions()
        try expectEqual(
          captions.map(\.y), Array(repeating: captions[0].y, count: 3),
          "the lines of the three captions")
        try expect(
          captions[0].x < captions[1].x && captions[1].x < captions[2].x,
          "the posters are not in the films' order from left to right:\(screen.shown)")
      },
      Check("every poster stands whole on the screen, its frame closed on both sides") {
        let screen = Screen([metropolis, stalker, playtime])
        for (name, corner) in [("top left", "┌"), ("top right", "┐"), ("bottom right", "┘")] {
          let count = screen.text.filter { String($0) == corner }.count
          try expect(
            count == 3,
            "\(count) \(name) corners (\(corner)) on the screen, not 3: a poster runs off "
              + "the edge. Make each poster narrow enough for all three to fit:\(screen.shown)")
        }
      },
      Check("at first the first film is chosen: its poster, and only it, is highlighted") {
        let screen = Screen([metropolis, stalker, playtime])
        try expectEqual(try screen.highlights(), [true, false, false], "highlighted posters")
      },
      Check("below the posters stand the chosen film's title, director and year") {
        let screen = Screen([metropolis, stalker, playtime])
        try screen.expectDetails(of: metropolis)
      },
      Check("→ moves the highlight one film on, and the details follow it") {
        let screen = Screen([metropolis, stalker, playtime])
        screen.press(.right)
        try expectEqual(try screen.highlights(), [false, true, false], "highlights after →")
        try screen.expectDetails(of: stalker)
        screen.press(.left)
        try expectEqual(try screen.highlights(), [true, false, false], "highlights after → ←")
        try screen.expectDetails(of: metropolis)
      },
      Check("the highlight stops at either end: it neither wraps around nor disappears") {
        let screen = Screen([metropolis, stalker, playtime])
        screen.press(.right, times: 5)
        try expectEqual(try screen.highlights(), [false, false, true], "highlights after 5 →")
        try screen.expectDetails(of: playtime)
        screen.press(.left, times: 5)
        try expectEqual(try screen.highlights(), [true, false, false], "highlights after 5 ←")
        try screen.expectDetails(of: metropolis)
      },
      Check("the screen says it used ← and →, and no other key") {
        let screen = Screen([metropolis, stalker, playtime])
        try expectEqual(screen.window.send(.right), .handled, "what the window hears of →")
        try expectEqual(screen.window.send(.left), .handled, "what the window hears of ←")
        try expect(
          screen.window.send(.character("x")) == .ignored,
          "x came back handled, yet the screen does nothing with it: a controller that "
            + "says it used every key swallows the keys that come after it (q among them). "
            + "Return false for a key you do not use.")
      },
      Check("the same screen works for two films") {
        let screen = Screen([stalker, playtime])
        let captions = try screen.captions()
        try expect(
          captions[0].y == captions[1].y && captions[0].x < captions[1].x,
          "the two posters do not stand side by side:\(screen.shown)")
        try expectEqual(try screen.highlights(), [true, false], "highlights at first")
        screen.press(.right, times: 2)
        try expectEqual(try screen.highlights(), [false, true], "highlights after 2 →")
        try screen.expectDetails(of: playtime)
      },
      Check("any presses of any keys: only ← and → are used, and the choice stops at the ends") {
        // Two or three films, and keys pressed in any order: ← and → move the choice one
        // film, never past the first or the last; every other key is left to others and
        // changes nothing.
        let presses = Generators.int(in: 2...3).flatMap { count in
          Generators.keys(from: ["left", "right", "up", "down", "enter", "space", "x"]).map {
            (films: count, keys: $0)
          }
        }
        try forAll(presses, runs: 100) { input in
          let screen = Screen(Array([metropolis, stalker, playtime].prefix(input.films)))
          var chosen = 0
          for name in input.keys {
            let key = Key(name: name)!
            let step = [Key.left: -1, .right: 1][key]
            try expectEqual(
              screen.window.send(key), step == nil ? .ignored : .handled,
              "what the window hears of \(name) after \(input.keys)")
            chosen = min(max(chosen + (step ?? 0), 0), input.films - 1)
          }
          try expectEqual(
            try screen.highlights(), screen.films.indices.map { $0 == chosen },
            "highlights after \(input.keys)")
          try screen.expectDetails(of: screen.films[chosen])
        }
      },
      Check("each screen has a choice of its own: a new screen starts on its first film") {
        let first = Screen([metropolis, stalker, playtime])
        first.press(.right)
        let second = Screen([metropolis, stalker, playtime])
        try expectEqual(try second.highlights(), [true, false, false], "a new screen's highlights")
        try second.expectDetails(of: metropolis)
        try expectEqual(try first.highlights(), [false, true, false], "the first screen's")
        second.press(.right, times: 2)
        try expectEqual(try first.highlights(), [false, true, false], "the first screen's")
      },
      Check("no view takes a Film: no view type or extension of yours names one") {
        // Read from your source: a view that takes a film, however it is reached (a
        // qualified name, a typealias, a protocol it adopts), is tied to films for ever.
        let source = try SwiftSource(contentsOfFile: "FilmShelf.swift")
        if let view = source.viewDeclarations(naming: "Film").first {
          try fail(
            "\(view) names Film: keep the films in the model and the controller, and hand "
              + "the views strings")
        }
      },
    ])
  }
}
