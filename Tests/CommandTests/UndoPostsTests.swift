import AlbumServer
import Foundation
import MVC
import Singleton
import Synchronization
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Command
@testable import Facade

private typealias LibraryViewController = Command.LibraryViewController

/// Undo and redo go through the facade: an online library tells the real album server
/// of every step, in the order the keys were pressed.
@MainActor
final class UndoPostsTests: XCTestCase {
  func testEveryDeleteUndoAndRedoIsPostedInOrder() async throws {
    let received = Mutex<[AlbumServer.Request]>([])
    let server = try AlbumServer(port: 0) { request in received.withLock { $0.append(request) } }
    server.start()
    defer { server.stop() }
    let library = makeLibrary()
    library.connect(to: URL(string: "http://127.0.0.1:\(server.port)")!)
    let (controller, window) = makeScreen(library: library)
    let albums = PersistencyManager.tutorialAlbums

    for key in "ddurduu" { _ = window.send(.character(key)) }
    await controller.waitForTasks()

    func add(_ album: Album) -> AlbumServer.Request {
      .init(method: "POST", path: "/api/addAlbum", body: album.description)
    }
    let delete0 = AlbumServer.Request(method: "POST", path: "/api/deleteAlbum", body: "0")
    // The server hears of a request after it has answered it, so the last report may
    // come a moment after the client has its answer.
    XCTAssertTrue(eventually { received.withLock { $0.count } >= 7 })
    XCTAssertEqual(
      received.withLock { $0 },
      [delete0, delete0, add(albums[1]), delete0, delete0, add(albums[2]), add(albums[1])])
    XCTAssertEqual(library.albums, Array(albums.dropFirst()))
    XCTAssertEqual(
      controller.statusText, "Put back “It's My Life” · /api/addAlbum → 200",
      "the status line tells what became of the last step's post")
  }
}
