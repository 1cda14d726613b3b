import Command
import Memento
import TerminalKit

// Placeholder until the screen is wired: the finished app.
await Application.main(
  name: "chapter-strategy",
  summary: "BlueLibrary, chapter 9 (Strategy): the albums in an order you choose.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Command.LibraryViewController.launched(from: launch)
}
