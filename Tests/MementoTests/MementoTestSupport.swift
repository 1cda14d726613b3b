import Adapter
import Foundation
import MVC
import Singleton
import TerminalKit
import XCTest

@testable import Facade
@testable import Memento

// Earlier chapters have screens of their own; here the name means chapter 7's.
typealias LibraryViewController = Memento.LibraryViewController

/// A folder of its own under the system's temporary folder, removed when the test ends.
func makeTemporaryFolder(_ test: XCTestCase) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("memento-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
  return folder
}

/// A screen over a library of its own (the tutorial's five albums), drawn once.
@MainActor
func makeScreen(store: StateStore? = nil) -> (LibraryViewController, Window) {
  let library = Facade.LibraryAPI(persistencyManager: PersistencyManager(), httpClient: nil)
  let controller = LibraryViewController(library: library, stateStore: store)
  let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
  _ = window.render()
  return (controller, window)
}

/// The titles of the screen's library, in order.
@MainActor
func titles(_ controller: LibraryViewController) -> [String] {
  controller.library.albums.map(\.title)
}
