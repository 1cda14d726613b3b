import AppSupport
import Facade
import Foundation
import Memento
import Observer
import TerminalKit

// Test targets cannot import one another, so what the suites of chapters 7 to 12 make
// their screens with is here, once (as swift-collections keeps `_CollectionsTestSupport`).

/// A cover fetcher that fails at once: the chapters' screen tests are about their
/// pattern, not pictures.
public struct CoversNeverCome: CoverFetching {
  public init() {}

  public func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
    .failure(CoverFetchError("no covers in these tests"))
  }
}

/// Chapter 6's facade over `albums`, with covers that never come.
@MainActor
public func coverLibrary(over albums: Facade.LibraryAPI) -> Observer.LibraryAPI {
  let covers = CoverStore(
    cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("no-covers"),
    fetcher: CoversNeverCome())
  return Observer.LibraryAPI(
    albumLibrary: albums, coverServer: URL(string: "http://127.0.0.1:9")!, store: covers)
}

/// A screen of chapter 7 or later over `albums` (covers that never come), drawn once in
/// an 80x24 window; given a store, it first restores what the store holds, as the app
/// does at launch, unless `restoring` is false.
///
/// ```swift
/// let (screen, window) = makeScreen(Command.LibraryViewController.self, over: library)
/// ```
@MainActor
public func makeScreen<Screen: Memento.LibraryViewController>(
  _ type: Screen.Type, over albums: Facade.LibraryAPI, store: StateStore? = nil,
  restoring: Bool = true
) -> (Screen, Window) {
  let controller = Screen(
    library: coverLibrary(over: albums), coverSourceSummary: "none", stateStore: store)
  if let store, restoring { controller.restoreSavedState(store.load()) }
  return (controller, window(showing: controller))
}

/// `controller` as the root of an 80x24 window, drawn once.
@MainActor
public func window(showing controller: ViewController) -> Window {
  let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
  _ = window.render()
  return window
}
