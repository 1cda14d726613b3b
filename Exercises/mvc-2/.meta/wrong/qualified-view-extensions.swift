// Mistake: the views take the film after all, through their qualified names
// (`extension MVC.FieldsView { func show(_ film: Film) }` and a second initialiser,
// `extension MVC.AlbumView { convenience init(film:) }`), so the controller hands the
// model to the views.
// Lesson: a view takes plain values, never a model; only the controller knows both
// (chapter 1, the view).
import MVC
import TerminalKit

extension MVC.FieldsView {
  func show(_ film: Film) {
    fields = [("Title", film.title), ("Director", film.director), ("Year", String(film.year))]
  }
}

extension MVC.AlbumView {
  convenience init(film: Film) {
    self.init(frame: .zero, albumCover: film.posterUrl)
  }
}

/// The screen for one film: its poster on top, its title, director and year below, and
/// `h` to highlight the poster.
@MainActor
final class FilmViewController: ViewController {
  let film: Film
  private let posterView: AlbumView
  private let fieldsView = FieldsView()

  init(film: Film) {
    self.film = film
    posterView = AlbumView(film: film)
    super.init()
    title = "Films"
    statusText = "h highlights the poster · q quits"
  }

  override func viewDidLoad() {
    view.addSubview(posterView)
    view.addSubview(fieldsView)
    fieldsView.show(film)
  }

  override func viewWillLayoutSubviews() {
    let layout = AlbumScreenLayout(bounds: view.bounds)
    posterView.frame = layout.cover
    fieldsView.frame = layout.details
  }

  override func handleKey(_ key: Key) -> Bool {
    guard key == .character("h") else { return false }
    posterView.highlight(!posterView.isHighlighted)
    return true
  }
}
