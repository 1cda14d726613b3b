import Command
import Foundation
import MVC
import Memento
import Observer
import Singleton
import Synchronization
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Composite
@testable import Facade

/// Deleting an item, album or shelf, is one command: one undo puts every album back in
/// the library where it was and the item back on its shelf.
final class ShelfDeletionTests: XCTestCase {
  func testDeletingAShelfIsOneStepThatOneUndoTakesBackWhole() throws {
    let library = makeLibrary()
    let albums = library.albums
    let bookcase = Bookcase(library: library, shelves: .arrangedByDecade(albums))
    let tree = outlineText(bookcase.shelves)
    var history = CommandHistory<ShelfChange, LibraryError>()
    let command = try XCTUnwrap(DeleteItemCommand(deletingItemAt: [1, 0], from: bookcase))
    XCTAssertEqual(command.item.title, "2000", "a shelf inside a shelf")
    _ = try history.perform(command)
    XCTAssertEqual(
      library.albums.map(\.title), ["Best of Bowie", "It's My Life", "Nothing Like The Sun"])
    XCTAssertEqual(
      outlineText(bookcase.shelves),
      ["1990s", ".Best of Bowie", ".Nothing Like The Sun", "2000s", ".It's My Life"])
    XCTAssertEqual(history.undoStack.count, 1, "two albums and a shelf, one step")
    _ = try history.undo()
    XCTAssertEqual(library.albums, albums, "every album back at its index")
    XCTAssertEqual(outlineText(bookcase.shelves), tree)
    _ = try history.redo()
    XCTAssertEqual(library.albums.count, 3)
  }

  func testAnySequenceOfDeletesUndosAndRedosKeepsTheShelvesAndTheLibraryInStep() throws {
    for seed in 1...150 {
      var random = SeededRandom(seed: UInt64(seed))
      // Every other run is over up to eight albums drawn from the five, so that one
      // album may stand in the library, and on one shelf, twice or more.
      let tutorial = makeLibrary().albums
      let library =
        seed.isMultiple(of: 2)
        ? makeLibrary()
        : Facade.LibraryAPI(
          persistencyManager: PersistencyManager(
            albums: (0..<Int.random(in: 0...8, using: &random)).map { _ in
              tutorial.randomElement(using: &random)!
            }),
          httpClient: nil)
      let bookcase = Bookcase(library: library, shelves: .arrangedByDecade(library.albums))
      var history = CommandHistory<ShelfChange, LibraryError>()
      var trees = [outlineText(bookcase.shelves)]  // the model: one tree per step done
      var albumLists = [library.albums]
      var undone: [([String], [Album])] = []
      for _ in 0..<12 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let rows = Outline().rows(
            of: bookcase.shelves.items, name: { $0.title }, children: { $0.items })
          guard let row = rows.randomElement(using: &random),
            let command = DeleteItemCommand(deletingItemAt: row.path, from: bookcase)
          else { continue }
          _ = try history.perform(command)
          trees.append(outlineText(bookcase.shelves))
          albumLists.append(library.albums)
          undone.removeAll()
        case 1:
          guard try history.undo() != nil else { continue }
          undone.append((trees.removeLast(), albumLists.removeLast()))
        default:
          guard try history.redo() != nil else { continue }
          let (tree, albums) = undone.removeLast()
          trees.append(tree)
          albumLists.append(albums)
        }
        XCTAssertEqual(outlineText(bookcase.shelves), trees.last, "seed \(seed)")
        XCTAssertEqual(library.albums, albumLists.last, "seed \(seed)")
        XCTAssertEqual(
          bookcase.shelves.albums.sorted(by: { $0.title < $1.title }),
          library.albums.sorted(by: { $0.title < $1.title }), "seed \(seed): the same albums")
      }
    }
  }

  func testAKindOfItemNoDeletionWasWrittenForGoesWholeAndComesBack() throws {
    let library = makeLibrary()
    let albums = library.albums
    let live = LiveRecording(title: "Live", discs: [albums[1], albums[3]])
    let bookcase = Bookcase(library: library, shelves: Shelf("Library", [albums[0], live]))
    var history = CommandHistory<ShelfChange, LibraryError>()
    XCTAssertNil(
      DeleteItemCommand(deletingItemAt: [1, 0], from: bookcase),
      "a path inside a kind of item no path can change: no command, nothing deleted")
    _ = try history.perform(try XCTUnwrap(DeleteItemCommand(deletingItemAt: [1], from: bookcase)))
    XCTAssertEqual(library.albums.count, albums.count - 2, "both of its albums")
    XCTAssertEqual(outlineText(bookcase.shelves), [albums[0].title])
    _ = try history.undo()
    XCTAssertEqual(library.albums, albums)
    XCTAssertEqual(bookcase.shelves.items.last?.title, "Live")
  }

  func testAnItemWhoseAlbumsTheLibraryLacksCannotBeDeleted() {
    let library = makeLibrary()
    let bookcase = Bookcase(library: library, shelves: Shelf("Library", [album(1)]))
    XCTAssertNil(DeleteItemCommand(deletingItemAt: [0], from: bookcase))
    XCTAssertNil(DeleteItemCommand(deletingItemAt: [3], from: bookcase), "no item there")
  }

  /// The change hands back the last post, which waits for the ones before it, so the
  /// status line speaks of them all: here the last fails, and the shelf's delete says so.
  func testAShelfsDeleteAndItsUndoHandBackTheLastPost() async throws {
    let server = AnswerByBody(failing: ["0"])  // the delete at 0 goes last
    let library = LibraryAPI(persistencyManager: PersistencyManager(), httpClient: server)
    let bookcase = Bookcase(library: library, shelves: .arrangedByDecade(library.albums))
    // 1990s: Best of Bowie (0) and Nothing Like The Sun (2), deleted from 2 down.
    let command = try XCTUnwrap(DeleteItemCommand(deletingItemAt: [0], from: bookcase))
    let outcome = await (try command.execute()).post.value
    XCTAssertEqual(outcome, .failed(path: "/api/deleteAlbum", reason: "refused 0"))
    XCTAssertEqual(server.bodies, ["/api/deleteAlbum 2", "/api/deleteAlbum 0"])
    let back = await (try command.undo()).post.value
    XCTAssertEqual(back, .delivered(path: "/api/addAlbum", status: 200))
  }
}

/// A server that answers every post with success, but for the bodies it is told to
/// refuse; it notes each post in order.
private final class AnswerByBody: HTTPPosting {
  private let posted = Mutex<[String]>([])
  private let failing: Set<String>
  let baseURL = URL(string: "http://127.0.0.1:1")!

  init(failing: Set<String>) { self.failing = failing }

  var bodies: [String] { posted.withLock { $0 } }

  func post(_ path: String, body: String) async -> PostOutcome {
    posted.withLock { $0.append("\(path) \(body)") }
    return failing.contains(body) && path == "/api/deleteAlbum"
      ? .failed(path: path, reason: "refused \(body)") : .delivered(path: path, status: 200)
  }
}
