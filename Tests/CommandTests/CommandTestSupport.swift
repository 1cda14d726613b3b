import AppSupport
import ChapterTestSupport
import Memento
import Singleton
import TerminalKit

@testable import Command
@testable import Facade

/// A library of its own holding the tutorial's five albums, offline.
func makeLibrary() -> Facade.LibraryAPI {
  Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
}

/// Chapter 8's screen over `library` (with covers that never come), drawn once in an
/// 80x24 window; given a store, it first restores what the store holds, as the app
/// does at launch.
@MainActor
func makeScreen(
  library: Facade.LibraryAPI = makeLibrary(), store: StateStore? = nil
) -> (Command.LibraryViewController, Window) {
  ChapterTestSupport.makeScreen(Command.LibraryViewController.self, over: library, store: store)
}
