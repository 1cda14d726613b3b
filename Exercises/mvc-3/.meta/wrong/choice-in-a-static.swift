// Mistake: the chosen position is a static of the controller, kept for the whole
// program, so a screen opened after another starts on the film the first one left.
// Lesson: the state of one screen is its model's, owned by that screen's controller;
// each screen opens with its first film chosen (chapter 1, the model).
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
  private(set) var chosenIndex = 0

  init(films: [Film]) {
    precondition(!films.isEmpty, "a shelf needs at least one film")
    self.films = films
  }

  var chosenFilm: Film { films[chosenIndex] }

  /// Moves the choice `step` films on (back, when negative), stopping at either end.
  mutating func move(by step: Int) {
    chosenIndex = min(max(chosenIndex + step, 0), films.count - 1)
  }
}

/// The controller: shows the shelf's posters side by side with the chosen film's
/// details below them, and turns ← and → into moves of the shelf's choice.
@MainActor
final class FilmShelfViewController: ViewController {
  private var shelf: FilmShelf {
    didSet { Self.chosen = shelf.chosenIndex }
  }
  /// Where the choice stands, kept between screens.
  private static var chosen = 0
  private let posterViews: [AlbumView]
  private let detailsView = FieldsView()

  init(shelf: FilmShelf) {
    var shelf = shelf
    shelf.move(by: Self.chosen)
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
