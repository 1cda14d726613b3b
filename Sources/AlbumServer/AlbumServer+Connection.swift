import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AlbumServer {
  /// Reads one request from `client`, answers it, closes the connection, and only then
  /// reports it: a report that blocks (output nobody reads) never delays a reply, and
  /// reports still come in the order the requests were read (`ReportQueue`).
  ///
  /// One request per connection: the answer says `Connection: close`, so a client that
  /// sent a second request behind the first (HTTP/1.1 pipelining) knows it was not
  /// served and sends it again on a new connection (RFC 9112, 9.3.2). What followed the
  /// body is reported as ignored, never read as part of it.
  func serve(_ client: Int32) {
    #if canImport(Darwin)
      // Darwin has no MSG_NOSIGNAL: ask the socket itself not to raise SIGPIPE.
      var noSignal: Int32 = 1
      _ = setsockopt(
        client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
    #endif
    setTimeout(SO_SNDTIMEO, of: client, to: readTimeout)
    let result = readRequest(from: client, until: .now + connectionTimeout)
    let ticket = reports.ticket()
    switch result {
    case .request(let request, _):
      if !serveCover(request, to: client) { reply(to: client, status: status(request)) }
    case .malformed: reply(to: client, status: 400)
    case .dropped: break
    }
    _ = close(client)
    reports.deliver(ticket) { [onRequest, onProblem] in
      switch result {
      case .request(let request, let ignored):
        onRequest(request)
        if ignored > 0 {
          onProblem(
            "ignored \(ignored) byte(s) sent after the request's body: one request per connection")
        }
      case .malformed(let reason): onProblem("malformed request: \(reason)")
      case .dropped(let reason): onProblem(reason)
      }
    }
  }

  /// How reading a request ended. An `Error` too, so that a failure can ride in a
  /// `Result`.
  enum ReadResult: Error {
    /// A whole request, and how many bytes came after its body (not read as anything).
    case request(Request, ignoredBytes: Int)
    /// Answered 400, with what was wrong.
    case malformed(String)
    /// Closed unanswered: the client went away, went quiet or took too long.
    case dropped(String)
  }

  /// Reads one request: at most `maximumHeaderBytes` of head (blank line included),
  /// one `Content-Length` and no `Transfer-Encoding`, all before `deadline`.
  func readRequest(from client: Int32, until deadline: ContinuousClock.Instant) -> ReadResult {
    var buffer: [UInt8] = []
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var headerEnd: Int?
    while headerEnd == nil {
      // Never read past the limit, so the limit is exact.
      let room = Self.maximumHeaderBytes - buffer.count
      guard room > 0 else {
        return .malformed("headers longer than \(Self.maximumHeaderBytes) bytes")
      }
      switch receive(from: client, upTo: room, before: deadline) {
      case .success(let bytes): buffer += bytes
      case .failure(let ended): return ended
      }
      headerEnd = buffer.firstRange(of: separator)?.lowerBound
    }
    guard let end = headerEnd, let head = String(validating: buffer[..<end], as: UTF8.self)
    else { return .malformed("headers are not UTF-8") }
    let lines = head.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else {
      return .malformed("request line '\(printable(lines[0].utf8.prefix(80)))'")
    }
    let length: Int
    switch bodyLength(headerLines: lines.dropFirst()) {
    case .success(let value): length = value
    case .failure(let ended): return ended
    }
    // The body is exactly `length` bytes: what came after it is not the body's.
    let afterHead = buffer[(end + separator.count)...]
    var body = Array(afterHead.prefix(length))
    let ignored = afterHead.count - body.count
    while body.count < length {
      switch receive(from: client, upTo: length - body.count, before: deadline) {
      case .success(let bytes): body += bytes
      case .failure(let ended): return ended
      }
    }
    return .request(
      Request(method: String(parts[0]), path: String(parts[1]), bodyBytes: body),
      ignoredBytes: ignored)
  }

  /// The body's length from the header lines: `Content-Length`, 0 without one. Two
  /// different lengths, or any `Transfer-Encoding`, would let another reader of the
  /// same bytes see a different request, so both are refused.
  private func bodyLength(headerLines: ArraySlice<String>) -> Result<Int, ReadResult> {
    var length: Int?
    for line in headerLines {
      let field = line.split(separator: ":", maxSplits: 1)
      guard field.count == 2, !field[0].contains(where: \.isWhitespace) else {
        let shown = printable(line.utf8.prefix(80))
        return .failure(.malformed("header line '\(shown)'"))
      }
      let value = field[1].trimmingCharacters(in: .whitespaces)
      switch field[0].lowercased() {
      case "transfer-encoding":
        return .failure(.malformed("Transfer-Encoding is not supported"))
      case "content-length":
        guard !value.isEmpty, value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber),
          let number = Int(value), number <= Self.maximumBodyBytes
        else {
          return .failure(.malformed("Content-Length '\(printable(value.utf8.prefix(20)))'"))
        }
        if let length, length != number {
          return .failure(.malformed("two different Content-Length values"))
        }
        length = number
      default:
        continue
      }
    }
    return .success(length ?? 0)
  }

  /// What the client sent next, at most `limit` bytes, waiting at most `readTimeout`
  /// and never past `deadline`.
  private func receive(
    from client: Int32, upTo limit: Int, before deadline: ContinuousClock.Instant
  ) -> Result<[UInt8], ReadResult> {
    var chunk = [UInt8](repeating: 0, count: min(limit, 4096))
    while true {
      let left = deadline - .now
      guard left > .zero else { return .failure(.dropped(tookTooLong)) }
      setTimeout(SO_RCVTIMEO, of: client, to: min(readTimeout, left))
      let count = recv(client, &chunk, chunk.count, 0)
      if count > 0 { return .success(Array(chunk[..<count])) }
      if count < 0 && errno == EINTR { continue }
      guard count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) else {
        return .failure(.dropped("client went away before sending a whole request"))
      }
      let wentQuiet = "client went quiet for \(readTimeout); dropped"
      return .failure(.dropped(deadline <= .now ? tookTooLong : wentQuiet))
    }
  }

  private var tookTooLong: String {
    "client took longer than \(connectionTimeout) to send a request; dropped"
  }

  private func setTimeout(_ option: Int32, of socket: Int32, to duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var value = timeval()
    value.tv_sec = .init(seconds)
    // A zero timeval means "wait for ever": wait a microsecond at least.
    value.tv_usec = .init(max(attoseconds / 1_000_000_000_000, seconds == 0 ? 1 : 0))
    _ = setsockopt(socket, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
  }

  func reply(to client: Int32, status: Int) {
    let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 500: "Internal Server Error"]
    let reason = reasons[status] ?? "Status"
    let message = "\(status) \(reason)\n"
    let response =
      "HTTP/1.1 \(status) \(reason)\r\nContent-Type: text/plain\r\n"
      + "Content-Length: \(message.utf8.count)\r\nConnection: close\r\n\r\n\(message)"
    sendAll(Array(response.utf8), to: client)
  }
}
