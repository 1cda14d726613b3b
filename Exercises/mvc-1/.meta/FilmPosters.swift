import MVC
import TerminalKit

// Exercise mvc-1 · A film through AlbumView
//
// AlbumView was written for albums, but it only ever asked for a cover address. Show
// films with it, without changing AlbumView. The task is in Chapters/01-MVC.md,
// section Exercises.

/// The view that shows `film`'s poster in `frame`.
@MainActor
func posterView(for film: Film, frame: Rect) -> AlbumView {
  // solution.begin
  AlbumView(frame: frame, albumCover: film.posterUrl)
  // solution.starter
  //>   // TODO: make the AlbumView from the film's poster address.
  //>   AlbumView(frame: frame, albumCover: "")
  // solution.end
}

/// One poster view per film, in order, each `width` columns wide and side by side (the
/// first at x = 0, no gaps); the film at `chosen` is highlighted and the others are not.
@MainActor
func posterShelf(for films: [Film], chosen: Int, width: Int, height: Int) -> [AlbumView] {
  // solution.begin
  films.enumerated().map { index, film in
    let view = posterView(
      for: film, frame: Rect(x: index * width, y: 0, width: width, height: height))
    view.highlight(index == chosen)
    return view
  }
  // solution.starter
  //>   // TODO: one posterView per film, placed side by side; highlight the chosen one.
  //>   []
  // solution.end
}
