// Mistake: whether the poster is highlighted is a static of the controller, kept for
// the whole program, so a second screen opens with the highlight the first one left.
// Lesson: a screen's state belongs to that screen's controller; each screen starts as
// its film and its views say (chapter 1, the controller).
import MVC
import TerminalKit

/// The screen for one film: its poster on top, its title, director and year below, and
/// `h` to highlight the poster.
@MainActor
final class FilmViewController: ViewController {
  let film: Film
  private let posterView: AlbumView
  private let fieldsView = FieldsView()
  /// Whether the poster is highlighted, kept between screens.
  private static var highlighted = false

  init(film: Film) {
    self.film = film
    posterView = AlbumView(frame: .zero, albumCover: film.posterUrl)
    super.init()
    title = "Films"
    statusText = "h highlights the poster · q quits"
  }

  override func viewDidLoad() {
    view.addSubview(posterView)
    posterView.highlight(Self.highlighted)
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
    Self.highlighted.toggle()
    posterView.highlight(Self.highlighted)
    return true
  }
}
