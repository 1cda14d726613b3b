import AlbumServer
import Foundation
import MVC
import Singleton
import Synchronization
import WorkbookTestSupport
import XCTest

@testable import Facade

// Singleton, imported for PersistencyManager, has a LibraryAPI and a controller of its
// own; in this file the names mean chapter 3's.
private typealias LibraryAPI = Facade.LibraryAPI

/// The real `URLSession` client against real sockets on loopback: a live server, a
/// server that answers 500, a server that is down, one that never answers.
final class HTTPClientTests: XCTestCase {
  private func client(port: UInt16, timeout: Duration = .seconds(3)) -> HTTPClient {
    HTTPClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, timeout: timeout)
  }

  /// Fails the test instead of hanging when `operation` does not end within `limit`.
  private func finishes<T: Sendable>(
    within limit: Duration, _ operation: @escaping @Sendable () async -> T
  ) async -> T? {
    await withTaskGroup(of: T?.self) { group in
      group.addTask { await operation() }
      group.addTask {
        try? await Task.sleep(for: limit)
        return nil
      }
      let first = await group.next()!
      group.cancelAll()
      return first
    }
  }

  func testEndToEndTheFacadePostsToTheAlbumServer() async throws {
    let received = Mutex<[AlbumServer.Request]>([])
    let server = try AlbumServer(port: 0) { request in received.withLock { $0.append(request) } }
    server.start()
    defer { server.stop() }
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(), httpClient: client(port: server.port))
    let album = PersistencyManager.tutorialAlbums[2]
    let deleted = try await library.deleteAlbum(at: 2).value
    let added = try await library.addAlbum(album, at: 2).value
    XCTAssertEqual(deleted, .delivered(path: "/api/deleteAlbum", status: 200))
    XCTAssertEqual(added, .delivered(path: "/api/addAlbum", status: 200))
    XCTAssertTrue(eventually { received.withLock { $0.count } == 2 })
    XCTAssertEqual(
      received.withLock { $0 },
      [
        .init(method: "POST", path: "/api/deleteAlbum", body: "2"),
        .init(method: "POST", path: "/api/addAlbum", body: album.description),
      ])
  }

  func testAServerAnswering500IsAFailureAndTheChangeStays() async throws {
    let server = try AlbumServer(port: 0, status: { _ in 500 }) { _ in }
    server.start()
    defer { server.stop() }
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(), httpClient: client(port: server.port))
    let outcome = try await library.deleteAlbum(at: 0).value
    XCTAssertEqual(outcome, .failed(path: "/api/deleteAlbum", reason: "server answered 500"))
    XCTAssertEqual(library.albums.count, 4)
  }

  func testAServerThatIsDownIsAFailureAndTheChangeStays() async throws {
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(), httpClient: client(port: freeLoopbackPort()))
    let post = try library.deleteAlbum(at: 0)
    let outcome = await finishes(within: .seconds(20)) { await post.value }
    XCTAssertEqual(outcome, .failed(path: "/api/deleteAlbum", reason: "server unreachable"))
    XCTAssertEqual(library.albums.count, 4)
  }

  func testAServerThatNeverAnswersTimesOutAndTheChangeStays() async throws {
    let silent = try SilentServer()
    let library = LibraryAPI(
      persistencyManager: PersistencyManager(),
      httpClient: client(port: silent.port, timeout: .milliseconds(500)))
    let post = try library.deleteAlbum(at: 0)
    let outcome = await finishes(within: .seconds(20)) { await post.value }
    guard case .failed(let path, let reason)? = outcome else {
      return XCTFail("expected a failed post, got \(String(describing: outcome))")
    }
    XCTAssertEqual(path, "/api/deleteAlbum")
    XCTAssertTrue(reason.hasPrefix("no answer within 0.5 s"), reason)
    XCTAssertEqual(library.albums.count, 4)
    withExtendedLifetime(silent) {}
  }
}
