import Command
import XCTest

/// A refused change leaves the history as it was: a command moves from one stack to
/// the other only after it ran without throwing.
final class CommandHistoryFailureTests: XCTestCase {
  /// A receiver: a list of names that can be told to refuse every change.
  private final class Shelf {
    var names: [String] = []
    var isLocked = false
  }

  private struct Locked: Error {}

  /// Puts `name` on the end of the shelf; its undo takes it off again.
  private struct Shelve: UndoableCommand {
    let shelf: Shelf
    let name: String

    func execute() throws(Locked) -> Int {
      guard !shelf.isLocked else { throw Locked() }
      shelf.names.append(name)
      return shelf.names.count
    }

    func undo() throws(Locked) -> Int {
      guard !shelf.isLocked else { throw Locked() }
      shelf.names.removeLast()
      return shelf.names.count
    }
  }

  func testACommandThatThrowsMovesNowhere() throws {
    let shelf = Shelf()
    var history = CommandHistory<Shelve>()
    XCTAssertEqual(try history.perform(Shelve(shelf: shelf, name: "Blue")), 1)
    XCTAssertEqual(try history.perform(Shelve(shelf: shelf, name: "Hejira")), 2)
    XCTAssertEqual(try history.undo()?.outcome, 1)

    shelf.isLocked = true
    XCTAssertThrowsError(try history.perform(Shelve(shelf: shelf, name: "Court and Spark")))
    XCTAssertEqual(history.undoStack.map(\.name), ["Blue"], "a refused perform is not kept")
    XCTAssertEqual(history.redoStack.map(\.name), ["Hejira"], "nor does it end the redo stack")
    XCTAssertThrowsError(try history.undo())
    XCTAssertThrowsError(try history.redo())
    XCTAssertEqual(history.undoStack.map(\.name), ["Blue"], "a refused undo stays to undo")
    XCTAssertEqual(history.redoStack.map(\.name), ["Hejira"], "a refused redo stays to redo")

    shelf.isLocked = false
    XCTAssertEqual(try history.redo()?.outcome, 2)
    XCTAssertEqual(shelf.names, ["Blue", "Hejira"], "the refusals changed nothing")
    XCTAssertEqual(try history.undo()?.outcome, 1)
    XCTAssertEqual(try history.undo()?.outcome, 0)
    XCTAssertEqual(shelf.names, [])
    XCTAssertNil(try history.undo(), "nothing left to undo")
  }
}
