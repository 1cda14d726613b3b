// Mistake: a subclass of AlbumView that keeps the Film it shows, so the view holds the
// model and can read it.
// Lesson: a view knows nothing of the model; the controller moves values into it
// (chapter 1, the view).
import MVC
import TerminalKit

/// A poster that keeps the film it shows.
final class FilmPosterView: AlbumView {
  let film: Film

  init(film: Film, frame: Rect) {
    self.film = film
    super.init(frame: frame, albumCover: film.posterUrl)
  }
}

/// The view that shows `film`'s poster in `frame`.
@MainActor
func posterView(for film: Film, frame: Rect) -> AlbumView {
  FilmPosterView(film: film, frame: frame)
}

/// One poster view per film, in order, each `width` columns wide and side by side (the
/// first at x = 0, no gaps); the film at `chosen` is highlighted and the others are not.
@MainActor
func posterShelf(for films: [Film], chosen: Int, width: Int, height: Int) -> [AlbumView] {
  films.enumerated().map { index, film in
    let view = posterView(
      for: film, frame: Rect(x: index * width, y: 0, width: width, height: height))
    view.highlight(index == chosen)
    return view
  }
}
