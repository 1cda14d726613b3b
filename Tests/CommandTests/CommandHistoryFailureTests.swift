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

  /// Takes every name off the shelf; its undo puts them back: a second command type.
  private struct Clear: UndoableCommand {
    let shelf: Shelf
    let names: [String]

    init(_ shelf: Shelf) {
      self.shelf = shelf
      names = shelf.names
    }

    func execute() throws(Locked) -> Int {
      guard !shelf.isLocked else { throw Locked() }
      shelf.names = []
      return 0
    }

    func undo() throws(Locked) -> Int {
      guard !shelf.isLocked else { throw Locked() }
      shelf.names = names
      return names.count
    }
  }

  /// The names of the `Shelve` commands on a stack, in order.
  private func names(_ stack: [CommandHistory<Int, Locked>.Command]) -> [String] {
    stack.map { ($0 as? Shelve)?.name ?? "(not a Shelve)" }
  }

  func testOneHistoryHoldsCommandsOfDifferentTypes() throws {
    let shelf = Shelf()
    var history = CommandHistory<Int, Locked>()
    _ = try history.perform(Shelve(shelf: shelf, name: "Blue"))
    _ = try history.perform(Shelve(shelf: shelf, name: "Hejira"))
    XCTAssertEqual(try history.perform(Clear(shelf)), 0)
    XCTAssertEqual(shelf.names, [])
    XCTAssertTrue(history.undoStack.last is Clear)
    XCTAssertEqual(try history.undo(), 2, "the clear is undone: both names are back")
    XCTAssertEqual(try history.undo(), 1, "then the newest shelve")
    XCTAssertEqual(shelf.names, ["Blue"])
    XCTAssertEqual(try history.redo(), 2)
    XCTAssertEqual(try history.redo(), 0, "the clear again")
    XCTAssertEqual(names(history.undoStack), ["Blue", "Hejira", "(not a Shelve)"])
  }

  func testACommandThatThrowsMovesNowhere() throws {
    let shelf = Shelf()
    var history = CommandHistory<Int, Locked>()
    XCTAssertEqual(try history.perform(Shelve(shelf: shelf, name: "Blue")), 1)
    XCTAssertEqual(try history.perform(Shelve(shelf: shelf, name: "Hejira")), 2)
    XCTAssertEqual(try history.undo(), 1)

    shelf.isLocked = true
    XCTAssertThrowsError(try history.perform(Shelve(shelf: shelf, name: "Court and Spark")))
    XCTAssertEqual(names(history.undoStack), ["Blue"], "a refused perform is not kept")
    XCTAssertEqual(names(history.redoStack), ["Hejira"], "nor does it end the redo stack")
    XCTAssertThrowsError(try history.undo())
    XCTAssertThrowsError(try history.redo())
    XCTAssertEqual(names(history.undoStack), ["Blue"], "a refused undo stays to undo")
    XCTAssertEqual(names(history.redoStack), ["Hejira"], "a refused redo stays to redo")

    shelf.isLocked = false
    XCTAssertEqual(try history.redo(), 2)
    XCTAssertEqual(shelf.names, ["Blue", "Hejira"], "the refusals changed nothing")
    XCTAssertEqual(try history.undo(), 1)
    XCTAssertEqual(try history.undo(), 0)
    XCTAssertEqual(shelf.names, [])
    XCTAssertNil(try history.undo(), "nothing left to undo")
  }
}
