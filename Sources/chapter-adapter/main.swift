import Adapter
import AppSupport
import CommandLineDeclaration
import Facade
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-adapter",
  summary: "BlueLibrary after chapter 5 (Adapter): a strip of covers, and a foreign catalogue.",
  options: [ServerAddress.option, Catalogue.option]
) { launch in
  if let path = launch.values[Catalogue.option.name] {
    // Added before connecting to a server: the catalogue is where the library starts.
    for album in try Catalogue.albums(contentsOf: path) {
      try LibraryAPI.shared.addAlbum(album, at: LibraryAPI.shared.albums.count)
    }
  }
  try ServerAddress.connect(LibraryAPI.shared, from: launch)
  return Adapter.LibraryViewController()
}
// snippet.end
