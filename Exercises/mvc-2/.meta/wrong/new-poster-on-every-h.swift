// Mistake: each h makes the poster again, a new AlbumView highlighted or not, and adds
// it over the old ones, so the screen looks right while the views pile up under it.
// Lesson: the controller keeps its views and tells them what changed; a view is made
// once and updated (chapter 1, the controller).
import MVC
import TerminalKit

/// The screen for one film: its poster on top, its title, director and year below, and
/// `h` to highlight the poster.
@MainActor
final class FilmViewController: ViewController {
  let film: Film
  private var posterView: AlbumView
  private let fieldsView = FieldsView()

  init(film: Film) {
    self.film = film
    posterView = AlbumView(frame: .zero, albumCover: film.posterUrl)
    super.init()
    title = "Films"
    statusText = "h highlights the poster · q quits"
  }

  override func viewDidLoad() {
    view.addSubview(posterView)
    view.addSubview(fieldsView)
    fieldsView.fields = [
      ("Title", film.title), ("Director", film.director), ("Year", String(film.year)),
    ]
  }

  override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    posterView.frame = layout.cover
    fieldsView.frame = layout.details
  }

  override func handleKey(_ key: Key) -> Bool {
    guard key == .character("h") else { return false }
    let highlighted = !posterView.isHighlighted
    posterView = AlbumView(frame: posterView.frame, albumCover: film.posterUrl)
    posterView.highlight(highlighted)
    view.addSubview(posterView)
    return true
  }
}
