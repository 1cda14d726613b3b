// Mistake: the poster views are kept in a cache by poster address and handed out again,
// so two shelves (or one film twice) share a view, and the later shelf moves and
// highlights the earlier one's posters.
// Lesson: a view is a plain object the controller owns and sets; one poster view per
// film on each shelf, none shared (chapter 1, the view).
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
    let frame = Rect(x: index * width, y: 0, width: width, height: height)
    let view = PosterCache.views[film.posterUrl] ?? posterView(for: film, frame: frame)
    PosterCache.views[film.posterUrl] = view
    view.frame = frame
    view.highlight(index == chosen)
    return view
  }
}

/// The poster views made so far, by poster address.
@MainActor
enum PosterCache {
  static var views: [String: AlbumView] = [:]
}
