import Memento
import Strategy
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-strategy",
  summary: "BlueLibrary, chapter 9 (Strategy): the albums in an order the o key chooses.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Strategy.LibraryViewController.launched(from: launch)
}
// snippet.end
