import AppSupport
import Facade
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-facade",
  summary: "BlueLibrary after chapter 3 (Facade): browse and delete through LibraryAPI.",
  options: [ServerAddress.option]
) { launch in
  try ServerAddress.connect(LibraryAPI.shared, from: launch)
  return LibraryViewController()
}
// snippet.end
