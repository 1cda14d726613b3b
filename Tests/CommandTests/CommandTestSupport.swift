import Adapter
import AppSupport
import Foundation
import Memento
import Observer
import Singleton
import TerminalKit
import XCTest

@testable import Command
@testable import Facade

/// A library of its own holding the tutorial's five albums, offline.
func makeLibrary() -> Facade.LibraryAPI {
  Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
}

/// A cover fetcher that fails at once: these tests are about undo, not pictures.
struct CoversNeverCome: CoverFetching {
  func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
    .failure(CoverFetchError("no covers in the Command tests"))
  }
}

/// Chapter 8's screen over `library` (with covers that never come), drawn once in an
/// 80x24 window; given a store, it first restores what the store holds, as the app
/// does at launch.
@MainActor
func makeScreen(
  library: Facade.LibraryAPI = makeLibrary(), store: StateStore? = nil
) -> (Command.LibraryViewController, Window) {
  let covers = CoverStore(
    cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("no-covers"),
    fetcher: CoversNeverCome())
  let screenLibrary = Observer.LibraryAPI(
    albumLibrary: library, coverServer: URL(string: "http://127.0.0.1:9")!, store: covers)
  let controller = Command.LibraryViewController(
    library: screenLibrary, coverSourceSummary: "none", stateStore: store)
  if let store { controller.restoreSavedState(store.load()) }
  let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
  _ = window.render()
  return (controller, window)
}
