import Composite
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-composite",
  summary: "BlueLibrary with shelves (chapter 10, Composite): albums and shelves in one outline.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Composite.LibraryViewController.launched(from: launch)
}
// snippet.end
