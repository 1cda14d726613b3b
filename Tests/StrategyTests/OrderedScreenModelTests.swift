import Adapter
import Command
import Decorator
import Foundation
import MVC
import Singleton
import Strategy
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Facade

/// The property: whatever keys a learner presses (orders, deletes, undos, redos,
/// moves), the library keeps its own order, the screen shows it in the chosen order,
/// and the current album is the one a model with plain arrays says.
@MainActor
final class OrderedScreenModelTests: XCTestCase {
  func testRandomSequencesOfOrdersDeletesUndosRedosAndMovesMatchTheModel() async {
    for seed in 1...UInt64(300) {
      var random = SeededRandom(seed: seed)
      let library = makeTutorialLibrary()
      let (controller, window) = makeOrderedScreen(library: library)
      var model = OrderedLibraryModel(albums: PersistencyManager.tutorialAlbums)
      var pressed: [String] = []
      for _ in 0..<Int.random(in: 1...40, using: &random) {
        let step = OrderedLibraryModel.Step.allCases.randomElement(using: &random)!
        pressed.append(step.rawValue)
        _ = window.send(step.key)
        model.apply(step)
        let seen = OrderedLibraryModel.Seen(
          library: library.albums.map(\.title), shown: controller.arrangement.albums.map(\.title),
          current: controller.positionOnScreen, centred: controller.scroller.centredIndex,
          rows: controller.rows.rows, order: controller.orders.current.id,
          toolbar: controller.toolbarItems.map(\.label).filter { !$0.isEmpty })
        guard seen == model.expected else {
          XCTAssertEqual(
            seen, model.expected, "seed \(seed), keys \(pressed.joined(separator: " "))")
          return
        }
      }
      await controller.waitForTasks()
    }
  }
}

/// The model: the library as an array in its own order, the stacks as arrays of
/// (album, index), the order as an index into `AlbumOrders.all`, the current album as
/// its library index. It arranges with a sort of its own: ties by library index.
struct OrderedLibraryModel {
  enum Step: String, CaseIterable {
    case order = "o", delete = "d", undo = "u", redo = "r", left, right

    var key: Key {
      switch self {
      case .order, .delete, .undo, .redo: .character(Character(rawValue))
      case .left: .left
      case .right: .right
      }
    }
  }

  struct Seen: Equatable {
    /// Titles: the tutorial's are distinct, and a failure reads in a line.
    var library: [String]
    var shown: [String]
    var current: Int?
    var centred: Int?
    var rows: [AlbumRow]?
    var order: String
    var toolbar: [String]
  }

  var albums: [Album]
  var orderIndex = 0
  /// The current album's library index.
  var current: Int?
  var undone: [(album: Album, index: Int)] = []
  var redone: [(album: Album, index: Int)] = []

  init(albums: [Album]) {
    self.albums = albums
    current = albums.isEmpty ? nil : 0
  }

  var order: any AlbumOrder { AlbumOrders.all[orderIndex] }

  /// Library indices in the order shown.
  var shownIndices: [Int] {
    albums.indices.sorted { first, second in
      let answer = order.compare(albums[first], albums[second])
      return answer == .orderedAscending || (answer == .orderedSame && first < second)
    }
  }

  var position: Int? { current.flatMap { shownIndices.firstIndex(of: $0) } }

  mutating func apply(_ step: Step) {
    switch step {
    case .order:
      orderIndex = (orderIndex + 1) % AlbumOrders.all.count
    case .delete:
      guard let index = current, let shownAt = position else { return }
      undone.append((albums.remove(at: index), index))
      redone = []
      show(at: shownAt)
    case .undo:
      guard let last = undone.popLast() else { return }
      albums.insert(last.album, at: last.index)
      redone.append(last)
      current = last.index
    case .redo:
      guard let last = redone.popLast() else { return }
      let shownAt = shownIndices.firstIndex(of: last.index)!
      albums.remove(at: last.index)
      undone.append(last)
      show(at: shownAt)
    case .left:
      if let shownAt = position, shownAt > 0 { show(at: shownAt - 1) }
    case .right:
      if let shownAt = position, shownAt < albums.count - 1 { show(at: shownAt + 1) }
    }
  }

  /// The album now shown at `position`, or the last one when the library is shorter.
  private mutating func show(at position: Int) {
    let shown = shownIndices
    current = shown.isEmpty ? nil : shown[min(position, shown.count - 1)]
  }

  var expected: Seen {
    let shown = shownIndices.map { albums[$0].title }
    let undo = undone.isEmpty ? "(u) Undo" : "[u] Undo"
    let redo = redone.isEmpty ? "(r) Redo" : "[r] Redo"
    let delete = albums.isEmpty ? "(d) Delete" : "[d] Delete"
    return Seen(
      library: albums.map(\.title), shown: shown, current: position, centred: position,
      rows: current.map { albums[$0].tableRepresentation() }, order: order.id,
      toolbar: [undo, redo, "[o] Order: \(order.name)", delete])
  }
}
