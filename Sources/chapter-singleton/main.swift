import Singleton
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-singleton",
  summary: "BlueLibrary after chapter 2 (Singleton): the five albums, LibraryAPI.shared."
) { _ in
  LibraryViewController()
}
// snippet.end
