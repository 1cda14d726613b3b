import AppSupport
import Decorator
import Facade
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-decorator",
  summary: "BlueLibrary after chapter 4 (Decorator): the finished app of part 1.",
  options: [ServerAddress.option]
) { launch in
  try ServerAddress.connect(LibraryAPI.shared, from: launch)
  return Decorator.LibraryViewController()
}
// snippet.end
