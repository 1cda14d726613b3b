import Adapter
import AppSupport
import Foundation
import MVC
import Observer
import Singleton
import TerminalKit
import XCTest

@testable import Facade
@testable import Memento

// Earlier chapters have screens of their own; here the name means chapter 7's.
typealias LibraryViewController = Memento.LibraryViewController

/// Covers that never come: tests here are about the state, not the pictures.
struct NoCovers: CoverFetching {
  func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
    .failure(CoverFetchError("no covers in these tests"))
  }
}

/// A screen over a library of its own (the tutorial's five albums), drawn once.
@MainActor
func makeScreen(store: StateStore? = nil) -> (LibraryViewController, Window) {
  let controller = makeController(store: store)
  let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
  _ = window.render()
  return (controller, window)
}

/// The controller of such a screen, its view not loaded yet.
@MainActor
func makeController(store: StateStore? = nil) -> LibraryViewController {
  let albums = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
  let covers = CoverStore(
    cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("no-covers"),
    fetcher: NoCovers())
  let library = Observer.LibraryAPI(
    albumLibrary: albums, coverServer: URL(string: "http://127.0.0.1:9")!, store: covers)
  return LibraryViewController(library: library, coverSourceSummary: "none", stateStore: store)
}

/// The titles of the screen's library, in order.
@MainActor
func titles(_ controller: LibraryViewController) -> [String] {
  controller.albumLibrary.albums.map(\.title)
}
