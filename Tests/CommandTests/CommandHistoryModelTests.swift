import Adapter
import Decorator
import MVC
import Memento
import Observer
import Singleton
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Command
@testable import Facade

// Earlier chapters have screens of their own; here the name means chapter 8's.
private typealias LibraryViewController = Command.LibraryViewController

/// The property: whatever keys a learner presses, in whatever order, the library and
/// the toolbar end up as a model with plain arrays says they should.
@MainActor
final class CommandHistoryModelTests: XCTestCase {
  func testRandomSequencesOfDeletesUndosRedosAndMovesMatchTheModel() async {
    let sequences = 400
    for seed in 1...UInt64(sequences) {
      var random = SeededRandom(seed: seed)
      // Every other sequence runs over a library of up to eight albums drawn from the
      // five, so that one album may stand there twice or more.
      let tutorial = PersistencyManager.tutorialAlbums
      let albums =
        seed.isMultiple(of: 2)
        ? tutorial
        : (0..<Int.random(in: 0...8, using: &random)).map { _ in
          tutorial.randomElement(using: &random)!
        }
      let library = Facade.LibraryAPI(
        persistencyManager: PersistencyManager(albums: albums), httpClient: nil)
      let (controller, window) = makeScreen(library: library)
      var model = LibraryModel(albums: albums)
      var pressed: [String] = []
      for _ in 0..<Int.random(in: 1...40, using: &random) {
        let step = LibraryModel.Step.allCases.randomElement(using: &random)!
        pressed.append(step.rawValue)
        _ = window.send(step.key)
        model.apply(step)
        let context =
          "seed \(seed), \(albums.count) albums, keys \(pressed.joined(separator: " "))"
        guard assertScreen(controller, library, match: model, context) else { return }
      }
      // The covers asked for settle, so this screen's facade goes before the next one.
      await controller.waitForTasks()
    }
  }

  /// Compares everything a learner can see or use with the model; false on a mismatch,
  /// so a failing sequence reports once, at its first wrong step.
  /// Any sequence of performs, undos and redos, however long, on a bare history:
  /// its stacks and its receiver are as two plain stacks say after every step.
  func testAnyHistoryOfAnyLengthMatchesTwoPlainStacks() {
    let steps = Generators.array(
      of: Generators.element(of: ["perform", "perform", "undo", "redo"]), length: 0...80)
    assertForAll(steps) { steps in
      let log = Log()
      var history = CommandHistory<Int, Never>()
      var done: [Int] = []
      var undone: [Int] = []
      for (number, step) in steps.enumerated() {
        switch step {
        case "perform":
          _ = history.perform(Append(log: log, number: number))
          done.append(number)
          undone = []
        case "undo":
          _ = history.undo()
          if let last = done.popLast() { undone.append(last) }
        default:
          _ = history.redo()
          if let last = undone.popLast() { done.append(last) }
        }
        let after = "after step \(number), \(step)"
        try expectEqual(log.numbers, done, "the receiver \(after)")
        try expectEqual(history.undoStack.map(\.number), done, "the undo stack \(after)")
        try expectEqual(
          history.redoStack.map(\.number), undone, "the redo stack \(after)")
        try expectEqual(history.canUndo, !done.isEmpty, "canUndo \(after)")
        try expectEqual(history.canRedo, !undone.isEmpty, "canRedo \(after)")
      }
    }
  }

  private func assertScreen(
    _ controller: LibraryViewController, _ library: Facade.LibraryAPI,
    match model: LibraryModel, _ context: String,
    file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    let seen = LibraryModel.Seen(
      albums: library.albums, current: controller.currentAlbumIndex,
      rows: controller.rows.rows,
      undoEnabled: controller.undoItem.isEnabled, redoEnabled: controller.redoItem.isEnabled,
      deleteEnabled: controller.deleteItem.isEnabled)
    XCTAssertEqual(seen, model.expected, context, file: file, line: line)
    return seen == model.expected
  }
}

/// The model: the albums as an array, and the two stacks as arrays of (album, index).
/// Nothing here knows of commands, facades or screens.
struct LibraryModel {
  enum Step: String, CaseIterable {
    case delete = "d", undo = "u", redo = "r", left, right

    var key: Key {
      switch self {
      case .delete, .undo, .redo: .character(Character(rawValue))
      case .left: .left
      case .right: .right
      }
    }
  }

  struct Seen: Equatable {
    var albums: [Album]
    var current: Int?
    var rows: [AlbumRow]?
    var undoEnabled, redoEnabled, deleteEnabled: Bool
  }

  var albums: [Album]
  var current: Int?
  var undone: [(album: Album, index: Int)] = []
  var redone: [(album: Album, index: Int)] = []

  init(albums: [Album]) {
    self.albums = albums
    current = albums.isEmpty ? nil : 0
  }

  mutating func apply(_ step: Step) {
    switch step {
    case .delete:
      guard let index = current else { return }
      undone.append((albums.remove(at: index), index))
      redone = []
      point(at: index)
    case .undo:
      guard let last = undone.popLast() else { return }
      albums.insert(last.album, at: last.index)
      redone.append(last)
      point(at: last.index)
    case .redo:
      guard let last = redone.popLast() else { return }
      albums.remove(at: last.index)
      undone.append(last)
      point(at: last.index)
    case .left: if let index = current, index > 0 { current = index - 1 }
    case .right: if let index = current, index < albums.count - 1 { current = index + 1 }
    }
  }

  private mutating func point(at index: Int) {
    current = albums.isEmpty ? nil : min(index, albums.count - 1)
  }

  var expected: Seen {
    Seen(
      albums: albums, current: current, rows: current.map { albums[$0].tableRepresentation() },
      undoEnabled: !undone.isEmpty, redoEnabled: !redone.isEmpty, deleteEnabled: !albums.isEmpty)
  }
}

/// The receiver of `Append`: numbers, in the order they were appended.
private final class Log {
  var numbers: [Int] = []
}

/// A command that appends a number to a log, and takes it off again.
private struct Append: UndoableCommand {
  let log: Log
  let number: Int

  func execute() -> Int {
    log.numbers.append(number)
    return log.numbers.count
  }

  func undo() -> Int {
    log.numbers.removeLast()
    return log.numbers.count
  }
}

extension UndoableCommand {
  /// The number an `Append` appends; -1 for another command.
  fileprivate var number: Int { (self as? Append)?.number ?? -1 }
}
