// Mistake: the poster view takes the film through a typealias of it
// (`typealias Poster = AlbumView; extension Poster { convenience init(film:) }`): the
// name after `extension` is not AlbumView's, the type is.
// Lesson: a view takes plain values, never a model (chapter 1, the view).
import MVC
import TerminalKit

/// The screen for one film: its poster on top, its title, director and year below, and
/// `h` to highlight the poster.
typealias Poster = AlbumView

extension Poster {
  convenience init(film: Film) {
    self.init(frame: .zero, albumCover: film.posterUrl)
  }
}

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
    posterView.highlight(!posterView.isHighlighted)
    return true
  }
}
