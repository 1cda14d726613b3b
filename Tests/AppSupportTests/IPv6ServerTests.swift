import AppSupport
import Foundation
import Synchronization
import WorkbookKit
import WorkbookTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// A tiny HTTP server on [::1]: answers every request with `status` (or never, when
/// `answers` is false) and keeps the request heads and bodies it got.
private final class IPv6LoopbackServer: Sendable {
  let port: UInt16
  let requests = Mutex<[(head: String, body: String)]>([])
  private let descriptor: Int32

  /// `nil` where the machine has no IPv6 loopback.
  init?(status: Int = 200, answers: Bool = true) {
    let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
    self.descriptor = descriptor
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_addr = in6addr_loopback
    var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    let ready = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && listen(descriptor, 16) == 0
          && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard descriptor >= 0, ready else {
      close(descriptor)
      return nil
    }
    port = UInt16(bigEndian: address.sin6_port)
    guard answers else { return }
    Thread.detachNewThread { [self] in serve(status: status) }
  }

  deinit {
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
    close(descriptor)
  }

  private func serve(status: Int) {
    while true {
      let client = accept(descriptor, nil, nil)
      guard client >= 0 else { return }
      var request: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while !isComplete(request) {
        let count = recv(client, &chunk, chunk.count, 0)
        guard count > 0 else { break }
        request += chunk[..<count]
      }
      let text = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n\r\n")
      requests.withLock { $0.append((text[0], text.dropFirst().joined())) }
      let answer = "HTTP/1.1 \(status) X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
      _ = Array(answer.utf8).withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
      close(client)
    }
  }

  private func isComplete(_ request: [UInt8]) -> Bool {
    guard let end = request.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound else {
      return false
    }
    let head = String(decoding: request[..<end], as: UTF8.self).lowercased()
    let length = head.components(separatedBy: "\r\n")
      .first { $0.hasPrefix("content-length:") }
      .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
    return request.count - end >= length ?? 0
  }
}

/// `--server http://[::1]:PORT` works: accepted when parsed, and posted to (on Linux by
/// the client's plain-socket path, since URLSession there refuses IPv6 literals).
final class IPv6ServerTests: XCTestCase {
  private func client(_ port: UInt16, timeout: Duration = .seconds(3)) throws -> HTTPClient {
    HTTPClient(baseURL: try ServerAddress.parse("http://[::1]:\(port)"), timeout: timeout)
  }

  func testAPostToAnIPv6LiteralIsDelivered() async throws {
    guard let server = IPv6LoopbackServer() else { throw XCTSkip("no IPv6 loopback here") }
    let outcome = try await client(server.port).post("3", to: "/api/deleteAlbum")
    XCTAssertEqual(outcome, .delivered(status: 200))
    let request = try XCTUnwrap(server.requests.withLock { $0.first })
    XCTAssertTrue(request.head.hasPrefix("POST /api/deleteAlbum HTTP/1.1\r\n"), request.head)
    XCTAssertTrue(request.head.contains("Host: [::1]:\(server.port)"), request.head)
    XCTAssertEqual(request.body, "3")
  }

  func testAnIPv6ServerThatFailsOrNeverAnswersIsAFailure() async throws {
    guard let failing = IPv6LoopbackServer(status: 500),
      let silent = IPv6LoopbackServer(answers: false)
    else { throw XCTSkip("no IPv6 loopback here") }
    let failed = try await client(failing.port).post("x", to: "/api/addAlbum")
    XCTAssertEqual(failed, .failed(reason: "server answered 500"))
    let start = ContinuousClock.now
    let quiet = try await client(silent.port, timeout: .milliseconds(300)).post(
      "x", to: "/api/addAlbum")
    XCTAssertEqual(quiet, .failed(reason: "no answer within 0.3 s"))
    XCTAssertGreaterThanOrEqual(ContinuousClock.now - start, .milliseconds(300))
  }

  func testTheChapterProgramPostsToAnIPv6Literal() throws {
    guard let server = IPv6LoopbackServer() else { throw XCTSkip("no IPv6 loopback here") }
    let result = try assertExecute(
      "chapter-facade", ["--server", "http://[::1]:\(server.port)", "--keys", "right d"])
    XCTAssertTrue(result.standardOutput.contains("/api/deleteAlbum → 200"), result.standardOutput)
    XCTAssertEqual(server.requests.withLock { $0.map(\.body) }, ["1"])
  }
}
