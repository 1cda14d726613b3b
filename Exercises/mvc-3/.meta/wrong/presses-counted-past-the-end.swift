// Mistake: the model counts every press, past either end, and only the screen clamps
// the count to a film; after five → on three films, one ← still shows the last film.
// Lesson: the model owns its rule (the choice stops at the first and the last film),
// and the screen shows the model, never its own correction of it (chapter 1, the model).
import MVC
import TerminalKit

/// The screen the checks open: `films` (two or three) side by side, the first one chosen.
@MainActor
func makeFilmShelfScreen(for films: [Film]) -> ViewController {
  FilmShelfViewController(shelf: FilmShelf(films: films))
}

/// The model of the screen: the films on the shelf and which one is chosen. It imports
/// nothing, so its one rule (the choice never leaves the shelf) holds without a screen.
struct FilmShelf {
  let films: [Film]
  /// Every move so far, added up.
  private var moves = 0

  /// The film the moves come to, held within the shelf.
  var chosenIndex: Int { min(max(moves, 0), films.count - 1) }

  init(films: [Film]) {
    precondition(!films.isEmpty, "a shelf needs at least one film")
    self.films = films
  }

  var chosenFilm: Film { films[chosenIndex] }

  /// Moves the choice `step` films on (back, when negative).
  mutating func move(by step: Int) {
    moves += step
  }
}

/// The controller: shows the shelf's posters side by side with the chosen film's
/// details below them, and turns ← and → into moves of the shelf's choice.
@MainActor
final class FilmShelfViewController: ViewController {
  private var shelf: FilmShelf
  private let posterViews: [AlbumView]
  private let detailsView = FieldsView()

  init(shelf: FilmShelf) {
    self.shelf = shelf
    posterViews = shelf.films.map { AlbumView(frame: .zero, albumCover: $0.posterUrl) }
    super.init()
    title = "Films"
  }

  override func viewDidLoad() {
    for posterView in posterViews {
      view.addSubview(posterView)
    }
    view.addSubview(detailsView)
    showChoice()
  }

  override func viewWillLayoutSubviews() {
    let width = min(30, (view.bounds.width - 4) / posterViews.count)
    for (index, posterView) in posterViews.enumerated() {
      posterView.frame = Rect(x: 2 + index * width, y: 1, width: width, height: 9)
    }
    detailsView.frame = Rect(x: 4, y: 11, width: view.bounds.width - 6, height: 3)
  }

  override func handleKey(_ key: Key) -> Bool {
    guard let step = key.albumStep else { return false }
    shelf.move(by: step)
    showChoice()
    return true
  }

  /// Highlights the chosen film's poster, and only it, and shows that film's details.
  private func showChoice() {
    for (index, posterView) in posterViews.enumerated() {
      posterView.highlight(index == shelf.chosenIndex)
    }
    let film = shelf.chosenFilm
    detailsView.fields = [
      ("Title", film.title), ("Director", film.director), ("Year", String(film.year)),
    ]
    statusText = "Film \(shelf.chosenIndex + 1) of \(shelf.films.count) · ←/→ choose · q quits"
  }
}
