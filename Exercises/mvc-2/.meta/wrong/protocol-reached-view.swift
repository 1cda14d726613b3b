// Mistake: the fields view learns to show a film through a protocol it adopts, whose
// extension (`where Self: FieldsView`) holds `show(_ film: Film)`: no extension of
// FieldsView itself names the film.
// Lesson: a view takes plain values, never a model (chapter 1, the view).
import MVC
import TerminalKit

/// The screen for one film: its poster on top, its title, director and year below, and
/// `h` to highlight the poster.
@MainActor
protocol FilmShowing {}

extension FilmShowing where Self: FieldsView {
  func show(_ film: Film) {
    fields = [("Title", film.title), ("Director", film.director), ("Year", String(film.year))]
  }
}

extension FieldsView: FilmShowing {}

@MainActor
final class FilmViewController: ViewController {
  let film: Film
  private let posterView: AlbumView
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
