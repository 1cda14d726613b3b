// Mistake: the controller decodes the poster address before handing it to the view
// ("metropolis 1927.png" rather than "metropolis%201927.png"), so the view is given a
// value the model does not hold; the caption reads the same.
// Lesson: the controller moves the model's values into the views as they are; decoding
// an address for display is the view's own business (chapter 1, the controller).
import Foundation
import MVC
import TerminalKit

/// The screen for one film: its poster on top, its title, director and year below, and
/// `h` to highlight the poster.
@MainActor
final class FilmViewController: ViewController {
  let film: Film
  private let posterView: AlbumView
  private let fieldsView = FieldsView()

  init(film: Film) {
    self.film = film
    posterView = AlbumView(
      frame: .zero, albumCover: film.posterUrl.removingPercentEncoding ?? film.posterUrl)
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
