import Memento
import State
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-state",
  summary: "BlueLibrary with a player (chapter 12, State): p plays, pauses, resumes; s stops.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try State.LibraryViewController.launched(from: launch)
}
// snippet.end
