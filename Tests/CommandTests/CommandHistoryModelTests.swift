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
      let library = makeLibrary()
      let (controller, window) = makeScreen(library: library)
      var model = LibraryModel(albums: PersistencyManager.tutorialAlbums)
      var pressed: [String] = []
      for _ in 0..<Int.random(in: 1...40, using: &random) {
        let step = LibraryModel.Step.allCases.randomElement(using: &random)!
        pressed.append(step.rawValue)
        _ = window.send(step.key)
        model.apply(step)
        let context = "seed \(seed), keys \(pressed.joined(separator: " "))"
        guard assertScreen(controller, library, match: model, context) else { return }
      }
      // The covers asked for settle, so this screen's facade goes before the next one.
      await controller.waitForTasks()
    }
  }

  /// Compares everything a learner can see or use with the model; false on a mismatch,
  /// so a failing sequence reports once, at its first wrong step.
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
