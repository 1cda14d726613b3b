import MVC
import TerminalKit

// Exercise mvc-2 · A controller for one film
//
// The model (Film) and the views (AlbumView, FieldsView) exist already; what is missing
// is the one type that knows both and moves the film into the views. The task is in
// Chapters/01-MVC.md, section Exercises.

/// The screen for one film: its poster on top, its title, director and year below, and
/// `h` to highlight the poster.
@MainActor
final class FilmViewController: ViewController {
  let film: Film
  // TODO: the two views this screen shows, a poster and the film's fields.

  init(film: Film) {
    self.film = film
    super.init()
    title = "Films"
    statusText = "h highlights the poster · q quits"
  }

  override func viewDidLoad() {
    // TODO: put the views into `view`, and fill the fields from the film.
  }

  override func viewWillLayoutSubviews() {
    // TODO: give each view its frame. AlbumScreenLayout is the chapter's layout.
  }

  override func handleKey(_ key: Key) -> Bool {
    // TODO: h highlights the poster; the next h takes the highlight away again.
    return false
  }
}
