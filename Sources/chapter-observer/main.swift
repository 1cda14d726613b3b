import Adapter
import AppSupport
import Facade
import Observer
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-observer",
  summary: "BlueLibrary after chapter 6 (Observer): covers downloaded as they are shown.",
  options: [ServerAddress.option, CoverSource.cacheOption]
) { launch in
  let source = try CoverSource.start(from: launch)
  try ServerAddress.connect(Facade.LibraryAPI.shared, from: launch)
  let store = CoverStore(cacheDirectory: try CoverSource.cacheDirectory(from: launch))
  let library = Observer.LibraryAPI(coverServer: source.server, store: store)
  return Adapter.LibraryViewController(library: library, coverSourceSummary: source.summary)
}
// snippet.end
