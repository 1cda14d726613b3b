import Mediator
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-mediator",
  summary: "BlueLibrary editing (chapter 16, Mediator): e edits the album on screen in a form.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Mediator.LibraryViewController.launched(from: launch)
}
// snippet.end
