import AppSupport
import ChapterTestSupport
import Command
import Foundation
import MVC
import Memento
import Observer
import Singleton
import Strategy
import TerminalKit

@testable import Facade

// Earlier chapters have screens of their own; here the name means chapter 9's.
typealias LibraryViewController = Strategy.LibraryViewController

/// A library of its own holding the tutorial's five albums, offline.
func makeTutorialLibrary() -> Facade.LibraryAPI {
  Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
}

/// Chapter 9's screen over `library` (with covers that never come), drawn once in an
/// 80x24 window; given a folder, it first restores the order and the state kept there,
/// as the app does at launch.
@MainActor
func makeOrderedScreen(
  library: Facade.LibraryAPI = makeTutorialLibrary(), folder: URL? = nil,
  orders: OrderCycle = OrderCycle()
) -> (LibraryViewController, Window) {
  let store = folder.map(StateStore.init(folder:))
  let controller = LibraryViewController(
    library: coverLibrary(over: library), coverSourceSummary: "none", stateStore: store,
    orders: orders)
  if let store { controller.restoreSavedState(store.load()) }
  return (controller, window(showing: controller))
}

extension LibraryViewController {
  /// The album on screen, as the screen shows it.
  var albumOnScreen: String? {
    positionOnScreen.map { arrangement.albums[$0].title }
  }
}
