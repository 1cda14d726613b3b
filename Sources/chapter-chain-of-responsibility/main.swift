import ChainOfResponsibility
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-chain-of-responsibility",
  summary:
    "BlueLibrary with a responder chain (chapter 11): Tab moves the focus, keys find their handler.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try ChainOfResponsibility.LibraryViewController.launched(from: launch)
}
// snippet.end
