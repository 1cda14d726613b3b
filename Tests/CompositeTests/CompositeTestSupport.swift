import AppSupport
import Command
import Foundation
import MVC
import Memento
import Observer
import Singleton
import TerminalKit
import XCTest

@testable import Composite
@testable import Facade

/// A library of its own holding the tutorial's five albums, offline.
func makeLibrary() -> Facade.LibraryAPI {
  Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
}

/// A cover fetcher that fails at once: these tests are about shelves, not pictures.
struct CoversNeverCome: CoverFetching {
  func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
    .failure(CoverFetchError("no covers in the Composite tests"))
  }
}

/// Chapter 10's screen over `library`, drawn once in an 80x24 window; given a store, it
/// first restores what the store holds, as the app does at launch.
@MainActor
func makeScreen(
  library: Facade.LibraryAPI = makeLibrary(), store: StateStore? = nil
) -> (Composite.LibraryViewController, Window) {
  let covers = CoverStore(
    cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("no-covers"),
    fetcher: CoversNeverCome())
  let screenLibrary = Observer.LibraryAPI(
    albumLibrary: library, coverServer: URL(string: "http://127.0.0.1:9")!, store: covers)
  let controller = Composite.LibraryViewController(
    library: screenLibrary, coverSourceSummary: "none", stateStore: store)
  if let store { controller.restoreSavedState(store.load()) }
  let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
  _ = window.render()
  return (controller, window)
}

/// An album made up for a test.
func album(_ number: Int, genre: String = "Pop", year: String = "2001") -> Album {
  Album(
    title: "Album \(number)", artist: "Artist \(number)", genre: genre, coverUrl: "/\(number)",
    year: year)
}

/// The titles of a tree's items, depth first, each behind its depth in dots: a tree
/// written out so two trees can be compared.
func outlineText(_ item: any LibraryItem, depth: Int = 0) -> [String] {
  item.items.flatMap {
    [String(repeating: ".", count: depth) + $0.title] + outlineText($0, depth: depth + 1)
  }
}
