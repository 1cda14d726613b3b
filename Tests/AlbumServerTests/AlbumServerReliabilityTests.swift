import AlbumServer
import Dispatch
import Foundation
import Synchronization
import WorkbookTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// The classroom server under hostile or stuck conditions: requests that try to drive
/// the operator's terminal, output nobody reads, ambiguous or oversized requests,
/// clients that trickle.
final class AlbumServerReliabilityTests: XCTestCase {
  /// Sends `raw` and returns the answer, or "no answer" when none comes within `limit`.
  private func exchange(_ raw: [UInt8], port: UInt16, limit: Int = 5) -> String {
    guard let socketFD = LoopbackSocket.connect(port: port) else { return "not connected" }
    defer { close(socketFD) }
    var timeout = timeval(tv_sec: limit, tv_usec: 0)
    _ = setsockopt(
      socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    _ = raw.withUnsafeBytes { send(socketFD, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1024)
    while true {
      let count = recv(socketFD, &chunk, chunk.count, 0)
      if count < 0 && answer.isEmpty { return "no answer" }
      if count <= 0 { break }
      answer += chunk[0..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }

  private func exchange(_ raw: String, port: UInt16) -> String {
    exchange(Array(raw.utf8), port: port)
  }

  private func post(_ body: [UInt8], headers: String = "") -> [UInt8] {
    Array("POST /api/addAlbum HTTP/1.1\r\nContent-Length: \(body.count)\r\n\(headers)\r\n".utf8)
      + body
  }

  // MARK: Item 5: nothing from a request reaches the terminal raw.

  func testEveryControlCharacterAndEveryInvalidByteIsEscaped() {
    let hostile: [UInt8] =
      Array("a\u{1B}]0;owned\u{07}b\u{1B}[2J\u{7F}\u{9B}c\\n\t\r\n".utf8) + [0xFF, 0xC3, 0x41]
    XCTAssertEqual(
      printable(hostile), #"a\u{1B}]0;owned\u{7}b\u{1B}[2J\u{7F}\u{9B}c\\n\t\r\n\xFF\xC3A"#)
    XCTAssertEqual(printable(Array("Best of Bowie – 1974".utf8)), "Best of Bowie – 1974")
  }

  /// Format characters print nothing themselves but change what is around them: a
  /// right-to-left override shows the rest of the line backwards, and a line separator
  /// may start a new line. Escaped too, so a logged line reads as it was sent.
  func testCharactersThatReorderOrSplitALineAreEscaped() {
    let hostile = Array("a\u{202E}gnp.exe\u{2066}b\u{200B}c\u{2028}d\u{2029}e\u{FEFF}".utf8)
    XCTAssertEqual(
      printable(hostile), #"a\u{202E}gnp.exe\u{2066}b\u{200B}c\u{2028}d\u{2029}e\u{FEFF}"#)
  }

  func testWhatTheServerReportsCarriesNoControlCharacters() throws {
    let reports = Mutex<[String]>([])
    let server = try AlbumServer(
      port: 0, onProblem: { p in reports.withLock { $0.append(p) } }
    ) { request in reports.withLock { $0.append(request.logLine) } }
    server.start()
    defer { server.stop() }
    let body: [UInt8] = Array("x\u{1B}]2;title\u{07}".utf8) + [0xFE]
    XCTAssertTrue(exchange(post(body), port: server.port).hasPrefix("HTTP/1.1 200"))
    XCTAssertTrue(
      exchange("GET /\u{1B}[2J HTTP/1.1\r\nX\u{1B}[31m\r\n\r\n", port: server.port)
        .hasPrefix("HTTP/1.1 400"))
    XCTAssertTrue(
      exchange("BAD\u{1B}c\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 400"))
    XCTAssertTrue(eventually { reports.withLock { $0.count } == 3 })
    let printed = reports.withLock { $0 }
    XCTAssertTrue(printed.contains(#"POST /api/addAlbum x\u{1B}]2;title\u{7}\xFE"#), "\(printed)")
    XCTAssertTrue(printed.contains(#"malformed request: header line 'X\u{1B}[31m'"#), "\(printed)")
    XCTAssertTrue(printed.contains(#"malformed request: request line 'BAD\u{1B}c'"#), "\(printed)")
    for line in printed {
      XCTAssertFalse(line.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
  }

  // MARK: Item 6: logging never stalls serving or stopping.

  func testItAnswersBeforeItReports() throws {
    let reportMayFinish = DispatchSemaphore(value: 0)
    let server = try AlbumServer(port: 0) { _ in reportMayFinish.wait() }
    server.start()
    defer { server.stop() }
    for _ in 0..<3 {
      XCTAssertTrue(exchange(post([0x31]), port: server.port).hasPrefix("HTTP/1.1 200"))
    }
    for _ in 0..<3 { reportMayFinish.signal() }
  }

  func testReportsComeInTheOrderTheRequestsWereReadEvenWhenOneIsSlow() throws {
    // The first report is held until the second request has had its answer: had each
    // connection reported on its own, the second would be reported first.
    let firstMayFinish = DispatchSemaphore(value: 0)
    let reported = Mutex<[String]>([])
    let server = try AlbumServer(port: 0) { request in
      if request.body == "1" { firstMayFinish.wait() }
      reported.withLock { $0.append(request.body) }
    }
    server.start()
    defer { server.stop() }
    XCTAssertTrue(exchange(post([0x31]), port: server.port).hasPrefix("HTTP/1.1 200"))
    XCTAssertTrue(exchange(post([0x32]), port: server.port).hasPrefix("HTTP/1.1 200"))
    firstMayFinish.signal()
    XCTAssertTrue(eventually { reported.withLock { $0.count } == 2 })
    XCTAssertEqual(reported.withLock { $0 }, ["1", "2"])
  }

  func testOutputNobodyReadsStallsNeitherServingNorStopping() throws {
    let process = Process()
    process.executableURL = TestPaths.productsDirectory.appendingPathComponent("album-server")
    process.arguments = ["--port", "\(freeLoopbackPort())"]
    let unread = Pipe()
    process.standardOutput = unread
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    // Read the first line for the port, then never read again.
    let first = String(decoding: unread.fileHandleForReading.availableData, as: UTF8.self)
    guard
      let port = first.split(separator: ":").last.flatMap({ UInt16($0.prefix(while: \.isNumber)) })
    else { return XCTFail("no listening line: \(first)") }
    // 4 MB of lines: more than any pipe holds (64 KiB by default on Linux, 1 MiB at most
    // for a user).
    let big = [UInt8](repeating: UInt8(ascii: "a"), count: 60_000)
    for _ in 0..<70 {
      XCTAssertTrue(exchange(post(big), port: port).hasPrefix("HTTP/1.1 200"))
    }
    kill(process.processIdentifier, SIGTERM)
    XCTAssertTrue(
      eventually(within: .seconds(10)) { !process.isRunning },
      "SIGTERM did not stop a server whose output is blocked")
    if !process.isRunning { XCTAssertEqual(process.terminationStatus, 0) }
  }

  // MARK: Item 9: exact limits, no ambiguous framing, an overall deadline.

  func testTheHeaderLimitIsExact() throws {
    let server = try AlbumServer(port: 0) { _ in }
    server.start()
    defer { server.stop() }
    let limit = AlbumServer.maximumHeaderBytes
    func request(headBytes: Int) -> String {
      let start = "POST /api/deleteAlbum HTTP/1.1\r\nX-Pad: "
      let padding = String(repeating: "p", count: headBytes - start.utf8.count - 4)
      return start + padding + "\r\n\r\n"
    }
    XCTAssertEqual(request(headBytes: limit).utf8.count, limit)
    XCTAssertTrue(exchange(request(headBytes: limit), port: server.port).hasPrefix("HTTP/1.1 200"))
    XCTAssertTrue(
      exchange(request(headBytes: limit + 1), port: server.port).hasPrefix("HTTP/1.1 400"))
    XCTAssertTrue(
      exchange(request(headBytes: limit + 4000), port: server.port).hasPrefix("HTTP/1.1 400"))
  }

  func testAmbiguousBodyFramingIsRefused() throws {
    let received = Mutex<[String]>([])
    let server = try AlbumServer(port: 0) { r in received.withLock { $0.append(r.body) } }
    server.start()
    defer { server.stop() }
    let head = "POST /api/deleteAlbum HTTP/1.1\r\n"
    let refused = [
      head + "Transfer-Encoding: chunked\r\n\r\n1\r\n2\r\n0\r\n\r\n",
      head + "Content-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n2",
      head + "Content-Length: 1\r\nContent-Length: 2\r\n\r\n23",
      head + "Content-Length: +1\r\n\r\n2",
      head + "Content-Length : 1\r\n\r\n2",
    ]
    for raw in refused {
      XCTAssertTrue(exchange(raw, port: server.port).hasPrefix("HTTP/1.1 400"), raw)
    }
    XCTAssertTrue(
      exchange(head + "Content-Length: 1\r\ncontent-length: 1\r\n\r\n2", port: server.port)
        .hasPrefix("HTTP/1.1 200"), "the same length twice is one length")
    XCTAssertTrue(eventually { received.withLock { $0 } == ["2"] }, "\(received.withLock { $0 })")
  }

  func testAClientThatTricklesIsDroppedAtTheConnectionDeadline() throws {
    let problems = Mutex<[String]>([])
    let server = try AlbumServer(
      port: 0, readTimeout: .milliseconds(500), connectionTimeout: .seconds(1),
      onProblem: { p in problems.withLock { $0.append(p) } }
    ) { _ in }
    server.start()
    defer { server.stop() }
    guard let socketFD = LoopbackSocket.connect(port: server.port) else {
      return XCTFail("not connected")
    }
    defer { close(socketFD) }
    // One byte every 200 ms never trips the 500 ms quiet limit; only the overall
    // deadline can end it.
    let start = ContinuousClock.now
    var dropped = false
    for byte in Array("POST /api/deleteAlbum HTTP/1.1\r\nX-Slow: ".utf8) {
      var one = byte
      if send(socketFD, &one, 1, Int32(MSG_NOSIGNAL)) < 0 { dropped = true }
      var peek: UInt8 = 0
      if recv(socketFD, &peek, 1, Int32(MSG_DONTWAIT)) == 0 { dropped = true }
      if dropped || ContinuousClock.now - start > .seconds(8) { break }
      usleep(200_000)
    }
    XCTAssertTrue(dropped, "the trickling client was never dropped")
    XCTAssertTrue(
      eventually {
        problems.withLock { $0 }.contains { $0.hasPrefix("client took longer than 1.0 seconds") }
      }, "\(problems.withLock { $0 })")
  }
}
