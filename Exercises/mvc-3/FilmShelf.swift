import MVC
import TerminalKit

// Exercise mvc-3 · A shelf of films
//
// Design this screen yourself: which model, which views, which controller, and what each
// one knows. The checks open it only through makeFilmShelfScreen(for:) and then press
// keys, so every type behind that function is yours to choose. The task is in
// Chapters/01-MVC.md, section Exercises.

/// The screen the checks open: `films` (two or three) side by side, the first one chosen.
@MainActor
func makeFilmShelfScreen(for films: [Film]) -> ViewController {
  // TODO: return the view controller you design.
  ViewController()
}
