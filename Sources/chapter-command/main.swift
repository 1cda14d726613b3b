import Command
import Facade
import Memento
import Observer
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-command",
  summary: "BlueLibrary, finished (chapter 8, Command): covers, saved state, undo and redo.",
  options: [
    ServerAddress.option, CoverSource.cacheOption, StateLocation.folderOption,
    StateLocation.freshOption,
  ]
) { launch in
  let source = try CoverSource.start(from: launch)
  let state = try StateLocation.folder(from: launch).map(StateStore.init(folder:))
  let covers = CoverStore(cacheDirectory: CoverSource.cacheDirectory(from: launch))
  let library = Observer.LibraryAPI(coverServer: source.server, store: covers)
  let controller = Command.LibraryViewController(
    library: library, coverSourceSummary: source.summary, stateStore: state)
  // Restored before connecting: putting the albums back must not post to a server.
  if let state, !StateLocation.wantsFresh(launch) {
    controller.restoreSavedState(state.load())
  }
  try ServerAddress.connect(Facade.LibraryAPI.shared, from: launch)
  return controller
}
// snippet.end
