import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-memento",
  summary: "BlueLibrary after chapter 7 (Memento): the app remembers its albums and place.",
  options: LibraryViewController.launchOptions
) { launch in
  try LibraryViewController.launched(from: launch)
}
// snippet.end
