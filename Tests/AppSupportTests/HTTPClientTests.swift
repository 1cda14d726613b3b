import AlbumServer
import AppSupport
import Foundation
import Synchronization
import WorkbookTestSupport
import XCTest

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

  func testPostsReachTheAlbumServerInOrder() async throws {
    let received = Mutex<[AlbumServer.Request]>([])
    let server = try AlbumServer(port: 0) { request in received.withLock { $0.append(request) } }
    server.start()
    defer { server.stop() }
    let client = client(port: server.port)
    let deleted = await client.post("2", to: "/api/deleteAlbum")
    let added = await client.post("an album", to: "/api/addAlbum")
    XCTAssertEqual(deleted, .delivered(status: 200))
    XCTAssertEqual(added, .delivered(status: 200))
    XCTAssertTrue(eventually { received.withLock { $0.count } == 2 })
    XCTAssertEqual(
      received.withLock { $0 },
      [
        .init(method: "POST", path: "/api/deleteAlbum", body: "2"),
        .init(method: "POST", path: "/api/addAlbum", body: "an album"),
      ])
  }

  func testAServerAnswering500IsAFailure() async throws {
    let server = try AlbumServer(port: 0, status: { _ in 500 }) { _ in }
    server.start()
    defer { server.stop() }
    let outcome = await client(port: server.port).post("0", to: "/api/deleteAlbum")
    XCTAssertEqual(outcome, .failed(reason: "server answered 500"))
  }

  func testAServerThatIsDownIsUnreachable() async throws {
    let client = client(port: freeLoopbackPort())
    let outcome = await finishes(within: .seconds(20)) {
      await client.post("0", to: "/api/deleteAlbum")
    }
    XCTAssertEqual(outcome, .failed(reason: "server unreachable"))
  }

  /// A post needs the reply's status and nothing more: an endless body after it is not
  /// read on, kept or waited for. (It was all kept, and the post waited for its end:
  /// gigabytes within a minute, then a failure.)
  func testAnEndlessReplyIsReadNoFurtherThanItsStatus() async throws {
    let server = try MisbehavingCoverServer(.endless)
    // A deadline far away, so only the status can end the post in time.
    let client = client(port: server.port, timeout: .seconds(60))
    let outcome = await finishes(within: .seconds(20)) {
      await client.post("0", to: "/api/deleteAlbum")
    }
    XCTAssertEqual(outcome, .delivered(status: 200))
    XCTAssertTrue(
      eventually(within: .seconds(20)) { server.openConnections == 0 },
      "the reply's body goes on being read in the background")
  }

  /// A reply that is still coming at the post's deadline is cancelled there, not left
  /// to run: here a body of a byte a second, which the session's own limit never ends.
  func testARequestStillRunningAtTheDeadlineIsCancelled() async throws {
    let server = try MisbehavingCoverServer(.trickle)
    let client = client(port: server.port, timeout: .seconds(1))
    let outcome = await finishes(within: .seconds(20)) {
      await client.post("0", to: "/api/deleteAlbum")
    }
    XCTAssertEqual(outcome, .delivered(status: 200))
    XCTAssertTrue(
      eventually(within: .seconds(20)) { server.openConnections == 0 },
      "the request was left running after its deadline")
  }

  func testAServerThatNeverAnswersTimesOut() async throws {
    let silent = try SilentServer()
    let client = client(port: silent.port, timeout: .milliseconds(500))
    let outcome = await finishes(within: .seconds(20)) {
      await client.post("0", to: "/api/deleteAlbum")
    }
    guard case .failed(let reason)? = outcome else {
      return XCTFail("expected a failed post, got \(String(describing: outcome))")
    }
    XCTAssertTrue(reason.hasPrefix("no answer within 0.5 s"), reason)
    withExtendedLifetime(silent) {}
  }
}
