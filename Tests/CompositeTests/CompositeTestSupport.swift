import AppSupport
import ChapterTestSupport
import Command
import MVC
import Memento
import Singleton
import TerminalKit

@testable import Composite
@testable import Facade

/// A library of its own holding the tutorial's five albums, offline.
func makeLibrary() -> Facade.LibraryAPI {
  Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
}

/// Chapter 10's screen over `library`, drawn once in an 80x24 window; given a store, it
/// first restores what the store holds, as the app does at launch.
@MainActor
func makeScreen(
  library: Facade.LibraryAPI = makeLibrary(), store: StateStore? = nil
) -> (Composite.LibraryViewController, Window) {
  ChapterTestSupport.makeScreen(Composite.LibraryViewController.self, over: library, store: store)
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
