import AlbumServer
import Foundation
import Synchronization
import WorkbookTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The classroom server: it answers the two album paths, refuses the rest, and keeps
/// serving whatever a client does.
final class AlbumServerTests: XCTestCase {
  /// Sends raw bytes, optionally hangs up without reading, and returns the answer.
  private func exchange(_ raw: String, port: UInt16, hangUp: Bool = false) -> String {
    guard let socketFD = LoopbackSocket.connect(port: port) else { return "not connected" }
    defer { close(socketFD) }
    let bytes = Array(raw.utf8)
    _ = bytes.withUnsafeBytes { send(socketFD, $0.baseAddress, $0.count, 0) }
    if hangUp { return "" }
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1024)
    while true {
      let count = recv(socketFD, &chunk, chunk.count, 0)
      if count <= 0 { break }
      answer += chunk[0..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }

  private func post(_ path: String, _ body: String) -> String {
    "POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
  }

  func testItAnswersTheAlbumPathsAndRefusesTheRest() throws {
    let received = Mutex<[String]>([])
    let server = try AlbumServer(port: 0) { request in
      received.withLock { $0.append(request.logLine) }
    }
    server.start()
    defer { server.stop() }
    XCTAssertTrue(
      exchange(post("/api/deleteAlbum", "3"), port: server.port).hasPrefix("HTTP/1.1 200 OK"))
    XCTAssertTrue(
      exchange(post("/api/addAlbum", "a\nb"), port: server.port).hasPrefix("HTTP/1.1 200"))
    XCTAssertTrue(exchange(post("/elsewhere", ""), port: server.port).hasPrefix("HTTP/1.1 404"))
    XCTAssertTrue(
      exchange("GET /api/addAlbum HTTP/1.1\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 404"))
    XCTAssertTrue(eventually { received.withLock { $0.count } == 4 })
    XCTAssertEqual(
      received.withLock { $0 },
      [
        "POST /api/deleteAlbum 3", "POST /api/addAlbum a\\nb", "POST /elsewhere ",
        "GET /api/addAlbum ",
      ])
  }

  func testMalformedRequestsAndDepartingClientsDoNotStopIt() throws {
    let problems = Mutex<[String]>([])
    let server = try AlbumServer(
      port: 0, readTimeout: .milliseconds(200),
      onProblem: { p in problems.withLock { $0.append(p) } }
    ) { _ in }
    server.start()
    defer { server.stop() }
    XCTAssertTrue(exchange("nonsense\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 400"))
    XCTAssertTrue(
      exchange("POST / HTTP/1.1\r\nContent-Length: -4\r\n\r\n", port: server.port)
        .hasPrefix("HTTP/1.1 400"))
    XCTAssertTrue(
      exchange("POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n", port: server.port)
        .hasPrefix("HTTP/1.1 400"))
    _ = exchange(
      "POST /api/addAlbum HTTP/1.1\r\nContent-Length: 50\r\n\r\nshort", port: server.port,
      hangUp: true)
    _ = exchange("POST /api/add", port: server.port, hangUp: true)
    XCTAssertTrue(
      exchange(post("/api/deleteAlbum", "0"), port: server.port).hasPrefix("HTTP/1.1 200"))
    XCTAssertTrue(
      eventually { problems.withLock { $0 }.contains { $0.hasPrefix("malformed request") } })
  }

  func testABusyPortIsAClearError() throws {
    let first = try AlbumServer(port: 0) { _ in }
    defer { first.stop() }
    XCTAssertThrowsError(try AlbumServer(port: first.port) { _ in }) { error in
      XCTAssertTrue("\(error)".hasPrefix("cannot listen on 127.0.0.1:\(first.port)"), "\(error)")
    }
  }
}
