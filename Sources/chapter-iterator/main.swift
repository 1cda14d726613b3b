import Iterator
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-iterator",
  summary: "BlueLibrary walking its shelves (chapter 13, Iterator): w walks, b changes the order.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Iterator.LibraryViewController.launched(from: launch)
}
// snippet.end
