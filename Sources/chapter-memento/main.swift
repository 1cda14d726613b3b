import Facade
import Memento
import TerminalKit

// snippet.main
await Application.main(
  name: "chapter-memento",
  summary: "BlueLibrary after chapter 7 (Memento): the app remembers its albums and place.",
  options: [ServerAddress.option, StateLocation.folderOption, StateLocation.freshOption]
) { launch in
  let store = try StateLocation.folder(from: launch).map(StateStore.init(folder:))
  let controller = LibraryViewController(library: .shared, stateStore: store)
  // Restored before connecting: putting the albums back must not post to a server.
  if let store, !StateLocation.wantsFresh(launch) {
    controller.restoreSavedState(store.load())
  }
  try ServerAddress.connect(LibraryAPI.shared, from: launch)
  return controller
}
// snippet.end
