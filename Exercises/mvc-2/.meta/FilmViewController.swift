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
  // solution.begin
  private let posterView: AlbumView
  private let fieldsView = FieldsView()
  // solution.starter
  //>   // TODO: the two views this screen shows, a poster and the film's fields.
  // solution.end

  init(film: Film) {
    self.film = film
    // solution.begin
    posterView = AlbumView(frame: .zero, albumCover: film.posterUrl)
    // solution.starter
    // solution.end
    super.init()
    title = "Films"
    statusText = "h highlights the poster · q quits"
  }

  override func viewDidLoad() {
    // solution.begin
    view.addSubview(posterView)
    view.addSubview(fieldsView)
    fieldsView.fields = [
      ("Title", film.title), ("Director", film.director), ("Year", String(film.year)),
    ]
    // solution.starter
    //>     // TODO: put the views into `view`, and fill the fields from the film.
    // solution.end
  }

  override func viewWillLayoutSubviews() {
    // solution.begin
    let layout = AlbumScreenLayout(bounds: view.bounds)
    posterView.frame = layout.cover
    fieldsView.frame = layout.details
    // solution.starter
    //>     // TODO: give each view its frame. AlbumScreenLayout is the chapter's layout.
    // solution.end
  }

  override func handleKey(_ key: Key) -> Bool {
    // solution.begin
    guard key == .character("h") else { return false }
    posterView.highlight(!posterView.isHighlighted)
    return true
    // solution.starter
    //>     // TODO: h highlights the poster; the next h takes the highlight away again.
    //>     return false
    // solution.end
  }
}
