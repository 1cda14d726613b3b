import Command
import Facade
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-command",
  summary: "BlueLibrary, finished (chapter 8, Command): saved state, and undo and redo.",
  options: [ServerAddress.option, StateLocation.folderOption, StateLocation.freshOption]
) { launch in
  let store = try StateLocation.folder(from: launch).map(StateStore.init(folder:))
  let controller = Command.LibraryViewController(library: .shared, stateStore: store)
  // Restored before connecting: putting the albums back must not post to a server.
  if let store, !StateLocation.wantsFresh(launch) {
    controller.restoreSavedState(store.load())
  }
  try ServerAddress.connect(LibraryAPI.shared, from: launch)
  return controller
}
// snippet.end
