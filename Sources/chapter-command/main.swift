import Command
import Facade
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-command",
  summary: "BlueLibrary after chapter 8 (Command): deletions that can be undone and redone.",
  options: [ServerAddress.option]
) { launch in
  try ServerAddress.connect(LibraryAPI.shared, from: launch)
  return Command.LibraryViewController()
}
// snippet.end
