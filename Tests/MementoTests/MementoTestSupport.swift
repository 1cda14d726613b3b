import AppSupport
import ChapterTestSupport
import MVC
import Singleton
import TerminalKit

@testable import Facade
@testable import Memento

// Earlier chapters have screens of their own; here the name means chapter 7's.
typealias LibraryViewController = Memento.LibraryViewController

/// A screen over a library of its own (the tutorial's five albums), drawn once; the
/// store is the screen's, and nothing is restored from it.
@MainActor
func makeScreen(store: StateStore? = nil) -> (LibraryViewController, Window) {
  ChapterTestSupport.makeScreen(
    LibraryViewController.self,
    over: LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil),
    store: store, restoring: false)
}

/// The controller of such a screen, its view not loaded yet.
@MainActor
func makeController(store: StateStore? = nil) -> LibraryViewController {
  let albums = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
  return LibraryViewController(
    library: coverLibrary(over: albums), coverSourceSummary: "none", stateStore: store)
}

/// The titles of the screen's library, in order.
@MainActor
func titles(_ controller: LibraryViewController) -> [String] {
  controller.albumLibrary.albums.map(\.title)
}
