// Mistake: the posters stand 20 columns apart whatever width is asked for: the column
// width of the example, written in as a number.
// Lesson: the controller lays the views out from the sizes it is given; a view's frame
// is the controller's to set, for any width (chapter 1, the controller).
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
      for: film, frame: Rect(x: index * 20, y: 0, width: width, height: height))
    view.highlight(index == chosen)
    return view
  }
}
