import MVC
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-mvc",
  summary: "BlueLibrary after chapter 1 (MVC): one album, its cover view and its fields."
) { _ in
  LibraryViewController()
}
// snippet.end
