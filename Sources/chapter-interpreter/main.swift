import Interpreter
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-interpreter",
  summary: "BlueLibrary searched (chapter 15, Interpreter): / types a search.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Interpreter.LibraryViewController.launched(from: launch)
}
// snippet.end
