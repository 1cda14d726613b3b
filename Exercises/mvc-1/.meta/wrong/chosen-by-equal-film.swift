// Mistake: the shelf highlights every poster whose film equals the chosen one, so a
// film that stands on the shelf twice lights two posters.
// Lesson: the controller keeps which one is chosen (a position), not a copy of the
// model to compare; the view shows only what it is told (chapter 1, the controller).
import MVC
import TerminalKit

/// The view that shows `film`'s poster in `frame`.
@MainActor
func posterView(for film: Film, frame: Rect) -> AlbumView {
  AlbumView(frame: frame, albumCover: film.posterUrl)
}

/// One poster view per film, in order, each `width` columns wide and side by side (the
/// first at x = 0, no gaps); the film at `chosen` is highlighted and the others are not.
@MainActor
func posterShelf(for films: [Film], chosen: Int, width: Int, height: Int) -> [AlbumView] {
  films.enumerated().map { index, film in
    let view = posterView(
      for: film, frame: Rect(x: index * width, y: 0, width: width, height: height))
    view.highlight(film == films[chosen])
    return view
  }
}
