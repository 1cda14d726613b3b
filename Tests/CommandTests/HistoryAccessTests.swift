import WorkbookTestSupport
import XCTest

/// Only `perform`, `undo` and `redo` move commands: code outside the module can read
/// the stacks but not change them, so nothing can slip a change past the history.
final class HistoryAccessTests: XCTestCase {
  func testTheStacksChangeOnlyThroughPerformUndoAndRedo() throws {
    try assertProbe(
      """
      import Command
      import Facade

      func bypass(_ history: inout CommandHistory<AlbumChange, LibraryError>, _ delete: DeleteAlbumCommand) {
        _ = history.undoStack.count + history.redoStack.count
        history.undoStack.append(delete)  // expected-error {{cannot use mutating member on immutable value: 'undoStack' setter is inaccessible}}
        history.redoStack = []  // expected-error {{cannot assign to property: 'redoStack' setter is inaccessible}}
      }

      @MainActor
      func bypass(_ screen: Command.LibraryViewController) {
        screen.history = CommandHistory()  // expected-error {{cannot assign to property: 'history' setter is inaccessible}}
      }
      """)
  }
}
