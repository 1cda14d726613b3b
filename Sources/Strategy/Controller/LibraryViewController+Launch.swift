import AppSupport
import Facade
import Memento
import Observer
import TerminalKit

extension LibraryViewController {
  /// Chapter 7's options: `--server`, `--cache`, `--state-dir` and `--fresh`.
  public static let launchOptions = Memento.LibraryViewController.launchOptions

  // snippet.launch
  /// Makes the screen a program starts with, from its command line, as chapter 7's
  /// does: the covers' source and cache, the state folder, and, unless `--fresh`, the
  /// saved order and then the saved state, both before connecting to a server.
  public static func launched(from launch: LaunchOptions) throws -> LibraryViewController {
    let source = try CoverSource.start(from: launch)
    let folder = try StateLocation.folder(from: launch)
    let covers = CoverStore(cacheDirectory: try CoverSource.cacheDirectory(from: launch))
    let controller = LibraryViewController(
      library: Observer.LibraryAPI(coverServer: source.server, store: covers),
      coverSourceSummary: source.summary, stateFolder: folder)
    if !StateLocation.wantsFresh(launch) { controller.restoreSavedState() }
    try ServerAddress.connect(Facade.LibraryAPI.shared, from: launch)
    return controller
  }
  // snippet.end
}
