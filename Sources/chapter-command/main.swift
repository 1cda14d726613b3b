import Command
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-command",
  summary: "BlueLibrary, finished (chapter 8, Command): covers, saved state, undo and redo.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Command.LibraryViewController.launched(from: launch)
}
// snippet.end
