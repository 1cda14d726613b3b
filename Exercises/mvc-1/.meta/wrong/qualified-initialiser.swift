// Mistake: AlbumView learns to take a film after all, through its qualified name
// (`extension MVC.AlbumView { convenience init(film:frame:) }`).
// Lesson: a view is reused through the plain values it takes, so it stays free of any
// model; AlbumView is not to change (chapter 1, the view).
import MVC
import TerminalKit

extension MVC.AlbumView {
  convenience init(film: Film, frame: Rect) {
    self.init(frame: frame, albumCover: film.posterUrl)
  }
}

/// The view that shows `film`'s poster in `frame`.
@MainActor
func posterView(for film: Film, frame: Rect) -> AlbumView {
  AlbumView(film: film, frame: frame)
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
