import Memento
import TerminalKit
import Visitor

// snippet.main
await Application.main(
  name: "chapter-visitor",
  summary: "BlueLibrary asking its shelves (chapter 14, Visitor): i asks, e exports a playlist.",
  options: Memento.LibraryViewController.launchOptions
) { launch in
  try Visitor.LibraryViewController.launched(from: launch)
}
// snippet.end
