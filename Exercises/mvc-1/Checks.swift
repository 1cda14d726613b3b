// The checks of exercise mvc-1. Read them; do not edit them.
import ExerciseSupport
import MVC
import TerminalKit

let metropolis = Film(
  title: "Metropolis", director: "Fritz Lang", year: 1927,
  posterUrl: "/posters/metropolis%201927.png")
let films = [
  metropolis,
  Film(
    title: "Stalker", director: "Andrei Tarkovsky", year: 1979, posterUrl: "/posters/stalker.png"),
  Film(title: "Playtime", director: "Jacques Tati", year: 1967, posterUrl: "/posters/playtime.png"),
]

/// A shelf a check asks for: its films (made from generated fields, so that titles,
/// directors, years and posters often coincide, and a film may stand on it twice), which
/// one is chosen, and the posters' size.
struct ShelfRequest: Sendable, CustomStringConvertible {
  var fields: [ExerciseSupport.AlbumFields]
  var chosen: Int
  var width: Int
  var height: Int

  /// Films drawn from a pool of a few, so that the same film often stands on a shelf twice.
  static let films = Generators.albums(count: 1...4).flatMap { pool in
    Generators.array(of: Generators.element(of: pool), length: 1...6)
  }

  static let any = films.flatMap { fields in
    Generators.int(in: 0...(fields.count - 1)).flatMap { chosen in
      Generators.int(in: 1...40).flatMap { width in
        Generators.int(in: 1...12).map { height in
          ShelfRequest(fields: fields, chosen: chosen, width: width, height: height)
        }
      }
    }
  }

  var films: [Film] {
    fields.map {
      Film(
        title: $0.title, director: $0.artist, year: Int($0.year) ?? 0,
        posterUrl: "/posters/\($0.title).png")
    }
  }

  var description: String {
    "films \(fields), chosen \(chosen), width \(width), height \(height)"
  }
}

/// What a view draws, as plain text.
@MainActor
func screen(of view: View, width: Int, height: Int) -> String {
  var canvas = Canvas(size: Size(width: width, height: height))
  view.render(into: &canvas)
  return canvas.renderPlain()
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the poster view is made from the film's poster address") {
        let view = posterView(for: metropolis, frame: Rect(x: 0, y: 0, width: 30, height: 7))
        try expectEqual(view.coverUrl, metropolis.posterUrl, "coverUrl")
      },
      Check("it shows the poster's file name, as it does for an album cover") {
        let view = posterView(for: metropolis, frame: Rect(x: 0, y: 0, width: 30, height: 7))
        let text = screen(of: view, width: 30, height: 7)
        try expect(text.contains("metropolis 1927.png"), "the screen reads:\n\(text)")
      },
      Check("the shelf has one poster view per film, in order") {
        let shelf = posterShelf(for: films, chosen: 1, width: 20, height: 6)
        try expectEqual(shelf.map(\.coverUrl), films.map(\.posterUrl), "the shelf's covers")
      },
      Check("the shelf's posters stand side by side") {
        let shelf = posterShelf(for: films, chosen: 1, width: 20, height: 6)
        try expectEqual(shelf.map(\.frame.minX), [0, 20, 40], "left edges")
        try expectEqual(shelf.map(\.frame.width), [20, 20, 20], "widths")
        try expectEqual(shelf.map(\.frame.height), [6, 6, 6], "heights")
        try expect(
          Set(shelf.map(\.frame.minY)).count == 1,
          "the posters' top edges differ (\(shelf.map(\.frame.minY))): side by side is one row")
      },
      Check("AlbumView learns nothing of films: no extension of it names Film") {
        // Read from your source: an `extension AlbumView { convenience init(film:) }`,
        // however the view is named, would change what AlbumView takes, which this
        // exercise is about not doing.
        let source = try SwiftSource(contentsOfFile: "FilmPosters.swift")
        if let view = source.viewDeclarations(naming: "Film").first {
          try fail("\(view) names Film: make the view from the film's posterUrl instead")
        }
      },
      Check("only the chosen film is highlighted") {
        let shelf = posterShelf(for: films, chosen: 1, width: 20, height: 6)
        try expectEqual(shelf.map(\.isHighlighted), [false, true, false], "highlights")
      },
      Check("for any films, chosen film and size: the posters in order, side by side, one lit") {
        // Films that share a title or a poster, or stand on the shelf twice, any width and
        // height: the promise is the same for all of them.
        try forAll(ShelfRequest.any) { request in
          let films = request.films
          let shelf = posterShelf(
            for: films, chosen: request.chosen, width: request.width, height: request.height)
          try expectEqual(shelf.map(\.coverUrl), films.map(\.posterUrl), "the shelf's covers")
          try expectEqual(
            shelf.map(\.frame.minX), films.indices.map { $0 * request.width }, "left edges")
          try expectEqual(
            shelf.map(\.frame.size),
            Array(
              repeating: Size(width: request.width, height: request.height), count: films.count),
            "sizes")
          try expectEqual(Set(shelf.map(\.frame.minY)).count, 1, "rows the posters stand in")
          try expectEqual(
            shelf.map(\.isHighlighted), films.indices.map { $0 == request.chosen },
            "highlights (only the poster at the chosen position)")
          try expectEqual(
            Set(shelf.map(ObjectIdentifier.init)).count, films.count,
            "distinct poster views: one view per film, none shown twice")
        }
      },
      Check("a second shelf leaves the first as it was: each shelf has views of its own") {
        let first = posterShelf(for: films, chosen: 1, width: 20, height: 6)
        let second = posterShelf(for: films, chosen: 2, width: 10, height: 4)
        try expectEqual(first.map(\.isHighlighted), [false, true, false], "the first's highlights")
        try expectEqual(first.map(\.frame.minX), [0, 20, 40], "the first's left edges")
        try expectEqual(
          second.map(\.isHighlighted), [false, false, true], "the second's highlights")
        try expect(
          Set(first.map(ObjectIdentifier.init)).isDisjoint(with: second.map(ObjectIdentifier.init)),
          "the two shelves share poster views: a view belongs to the screen that shows it")
      },
    ])
  }
}
