import Memento
import TemplateMethod
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-template-method",
  summary: "BlueLibrary importing (chapter 17, Template Method): i imports a .csv or .json file.",
  options: Memento.LibraryViewController.launchOptions + [
    TemplateMethod.LibraryViewController.importOption
  ]
) { launch in
  try TemplateMethod.LibraryViewController.launchedImporting(from: launch)
}
// snippet.end
