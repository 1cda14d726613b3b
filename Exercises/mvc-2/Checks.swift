// The checks of exercise mvc-2. Read them; do not edit them.
import ExerciseSupport
import Foundation
import MVC
import TerminalKit

let metropolis = Film(
  title: "Metropolis", director: "Fritz Lang", year: 1927,
  posterUrl: "/posters/metropolis%201927.png")
let stalker = Film(
  title: "Stalker", director: "Andrei Tarkovsky", year: 1979, posterUrl: "/posters/stalker.png")

/// A window of 80×24 whose root is your controller, showing `film`.
@MainActor
func window(showing film: Film) -> Window {
  Window(rootViewController: FilmViewController(film: film), size: Size(width: 80, height: 24))
}

/// The screen as the failure messages show it: each line after a bar, so that blank
/// lines and leading spaces survive.
func shown(_ screen: String) -> String {
  let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
  return "\n" + lines.map { "      │" + $0 }.joined(separator: "\n") + "\n     "
}

/// The number of the first line of `screen` that holds both `name` and `value`.
func line(with name: String, _ value: String, in screen: String) -> Int? {
  screen.split(separator: "\n", omittingEmptySubsequences: false)
    .firstIndex { $0.contains(name) && $0.contains(value) }
}

/// Every view under `view`, depth first.
@MainActor
func allViews(under view: View) -> [View] {
  view.subviews.flatMap { [$0] + allViews(under: $0) }
}

/// Any film: title and director from words of every script (shared, empty, differing in
/// case), any year, and a poster address whose spaces are written as %20.
let anyFilm = Generators.albumFields.flatMap { fields in
  Generators.int(in: 1888...2030).map {
    Film(
      title: fields.title, director: fields.artist, year: $0,
      posterUrl: "/posters/" + fields.genre.replacingOccurrences(of: " ", with: "%20")
        + "%20\($0).png")
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the screen shows the film's poster, captioned with its file name") {
        let canvas = window(showing: metropolis).render()
        try expect(
          canvas.firstPoint(of: "metropolis 1927.png") != nil,
          "no poster captioned 'metropolis 1927.png'; make an AlbumView from the film's "
            + "posterUrl, add it to `view` and give it a frame. The screen reads:"
            + shown(canvas.renderPlain()))
      },
      Check("below the poster, the fields give the film's title, director and year") {
        let canvas = window(showing: metropolis).render()
        let screen = canvas.renderPlain()
        let posterLine = canvas.firstPoint(of: "metropolis 1927.png")?.y ?? -1
        let fields = [("Title", "Metropolis"), ("Director", "Fritz Lang"), ("Year", "1927")]
        for (name, value) in fields {
          let found = line(with: name, value, in: screen)
          try expect(
            found != nil, "no line shows \(name) with \(value). The screen reads:\(shown(screen))")
          try expect(
            found! > posterLine,
            "\(name) stands on line \(found!), above the poster's caption on line \(posterLine)")
        }
      },
      Check("it shows whichever film it is given, not one it knows by heart") {
        let canvas = window(showing: stalker).render()
        let screen = canvas.renderPlain()
        try expect(
          canvas.firstPoint(of: "stalker.png") != nil, "no poster for Stalker:\(shown(screen))")
        for value in ["Stalker", "Andrei Tarkovsky", "1979"] {
          try expect(
            screen.contains(value), "\(value) is missing. The screen reads:\(shown(screen))")
        }
        try expect(
          !screen.contains("Metropolis") && !screen.contains("Fritz Lang"),
          "the screen for Stalker still shows Metropolis:\(shown(screen))")
      },
      Check("the poster is an AlbumView and the fields a FieldsView, both filled with strings") {
        let controller = FilmViewController(film: stalker)
        _ = Window(rootViewController: controller, size: Size(width: 80, height: 24)).render()
        let views = allViews(under: controller.view)
        let posters = views.compactMap { $0 as? AlbumView }
        try expect(
          posters.map(\.coverUrl) == [stalker.posterUrl],
          "expected one AlbumView made from the film's posterUrl, found "
            + "\(posters.count): \(posters.map(\.coverUrl))")
        let fields = try unwrap(
          views.lazy.compactMap { $0 as? FieldsView }.first, "a FieldsView on the screen")
        try expectEqual(
          fields.fields.map { "\($0.name): \($0.value)" },
          ["Title: Stalker", "Director: Andrei Tarkovsky", "Year: 1979"], "the FieldsView's fields")
      },
      Check("no view takes a Film: no view type, extension or initialiser of yours names one") {
        // Read from your source, so it judges what you wrote, not what ran: any type
        // that inherits from a view, and any extension of one, must not mention `Film`.
        let source = try SwiftSource(contentsOfFile: "FilmViewController.swift")
        if let view = source.viewDeclarations(naming: "Film").first {
          try fail(
            "\(view) names Film: a view that takes a model is tied to it forever. Keep the "
              + "film in the controller and hand the views strings.")
        }
      },
      Check("h highlights the poster, and a second h takes the highlight away") {
        let window = window(showing: metropolis)
        let caption = try unwrap(
          window.render().firstPoint(of: "metropolis 1927.png"),
          "the poster on the screen (nothing to highlight without it)")
        let background = { window.render()[caption.x, caption.y].style.background }
        try expectEqual(background(), .black, "the poster's background before any key")
        _ = window.send(.character("h"))
        try expectEqual(
          background(), .white,
          "the poster's background after one h (the controller tells the AlbumView to highlight)")
        _ = window.send(.character("h"))
        try expectEqual(background(), .black, "the poster's background after a second h")
      },
      Check("the controller takes h and leaves the keys it has no use for to the window") {
        let window = window(showing: metropolis)
        try expectEqual(window.send(.character("h")), .handled, "what sending h returns")
        try expectEqual(window.send(.character("x")), .ignored, "what sending x returns")
        try expectEqual(window.send(.right), .ignored, "what sending → returns")
      },
      Check("any film, any keys: one poster of the film's own address, lit after an odd h") {
        // Any film, its address as the model holds it (spaces written %20), and any keys:
        // after each, the screen holds one AlbumView made from the posterUrl, highlighted
        // after an odd number of h, and the FieldsView holds the film's fields.
        let input = anyFilm.flatMap { film in
          Generators.keys(from: ["h", "x", "right", "left", "enter"], length: 0...8).map {
            (film: film, keys: $0)
          }
        }
        try forAll(input) { input in
          let controller = FilmViewController(film: input.film)
          let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
          var presses = 0
          for key in [nil] + input.keys.map({ Key(name: $0) }) {
            if let key { _ = window.send(key) }
            if key == .character("h") { presses += 1 }
            _ = window.render()
            let views = allViews(under: controller.view)
            let posters = views.compactMap { $0 as? AlbumView }
            try expectEqual(
              posters.map(\.coverUrl), [input.film.posterUrl],
              "the AlbumViews' addresses after \(presses) h")
            try expectEqual(
              posters[0].isHighlighted, presses % 2 == 1, "the highlight after \(presses) h")
            let fields = try unwrap(
              views.lazy.compactMap { $0 as? FieldsView }.first, "a FieldsView on the screen")
            try expectEqual(
              fields.fields.map { "\($0.name): \($0.value)" },
              [
                "Title: \(input.film.title)", "Director: \(input.film.director)",
                "Year: \(input.film.year)",
              ], "the FieldsView's fields")
          }
        }
      },
      Check("each screen starts unlit, whatever another screen did") {
        let first = window(showing: metropolis)
        _ = first.send(.character("h"))
        let controller = FilmViewController(film: stalker)
        _ = Window(rootViewController: controller, size: Size(width: 80, height: 24)).render()
        let posters = allViews(under: controller.view).compactMap { $0 as? AlbumView }
        try expectEqual(
          posters.map(\.isHighlighted), [false], "a new screen's poster, after h on another")
      },
    ])
  }
}
