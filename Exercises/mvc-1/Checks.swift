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
    ])
  }
}
