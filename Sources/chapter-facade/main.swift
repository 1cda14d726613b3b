import Facade
import Foundation
import TerminalKit

// snippet.main
let serverOption = OptionSpec(
  name: "--server", valueName: "URL",
  help: "Post changes to this album server, e.g. http://127.0.0.1:8080 (default: offline).")

await Application.main(
  name: "chapter-facade",
  summary: "BlueLibrary after chapter 3 (Facade): browse and delete through LibraryAPI.",
  options: [serverOption]
) { launch in
  if let address = launch.values["--server"] {
    LibraryAPI.shared.connect(to: try ServerAddress.parse(address))
  }
  return LibraryViewController()
}
// snippet.end
