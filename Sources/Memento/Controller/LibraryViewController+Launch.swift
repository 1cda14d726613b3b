import AppSupport
import Facade
import Observer
import TerminalKit

extension LibraryViewController {
  /// The options a remembering screen's program takes: chapter 3's `--server`, chapter
  /// 6's `--cache`, and this chapter's `--state-dir` and `--fresh`.
  public static let launchOptions = [
    ServerAddress.option, CoverSource.cacheOption, StateLocation.folderOption,
    StateLocation.freshOption,
  ]

  // snippet.launch
  /// Makes the screen a program starts with, from its command line: the covers' source
  /// and cache, the caretaker, and the state it restores. Chapter 8's program calls it
  /// too, on its subclass, so `Self` is whichever screen is asked for.
  public static func launched(from launch: LaunchOptions) throws -> Self {
    let source = try CoverSource.start(from: launch)
    let state = try StateLocation.folder(from: launch).map(StateStore.init(folder:))
    let covers = CoverStore(cacheDirectory: try CoverSource.cacheDirectory(from: launch))
    let library = Observer.LibraryAPI(coverServer: source.server, store: covers)
    let controller = Self(
      library: library, coverSourceSummary: source.summary, stateStore: state)
    // Restored before connecting: putting the albums back must not post to a server.
    if let state, !StateLocation.wantsFresh(launch) {
      controller.restoreSavedState(state.load())
    }
    try ServerAddress.connect(Facade.LibraryAPI.shared, from: launch)
    return controller
  }
  // snippet.end
}
