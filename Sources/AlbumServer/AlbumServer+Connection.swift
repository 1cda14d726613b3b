import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AlbumServer {
  /// Reads one request from `client`, answers it and closes the connection.
  func serve(_ client: Int32) {
    defer { _ = close(client) }
    var timeout = timeval()
    timeout.tv_sec = .init(readTimeout.components.seconds)
    timeout.tv_usec = .init(readTimeout.components.attoseconds / 1_000_000_000_000)
    _ = setsockopt(
      client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      // Darwin has no MSG_NOSIGNAL: ask the socket itself not to raise SIGPIPE.
      var noSignal: Int32 = 1
      _ = setsockopt(
        client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
    #endif
    switch readRequest(from: client) {
    case .request(let request):
      onRequest(request)
      if serveCover(request, to: client) { return }
      reply(to: client, status: status(request))
    case .malformed(let reason):
      onProblem("malformed request: \(reason)")
      reply(to: client, status: 400)
    case .disconnected:
      onProblem("client went away before sending a whole request")
    }
  }

  enum ReadResult {
    case request(Request)
    case malformed(String)
    case disconnected
  }

  func readRequest(from client: Int32) -> ReadResult {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var headerEnd: Int?
    while headerEnd == nil {
      let count = recv(client, &chunk, chunk.count, 0)
      guard count > 0 else { return .disconnected }
      buffer += chunk[0..<count]
      headerEnd = buffer.firstRange(of: separator)?.lowerBound
      if headerEnd == nil && buffer.count > Self.maximumHeaderBytes {
        return .malformed("headers longer than \(Self.maximumHeaderBytes) bytes")
      }
    }
    guard let end = headerEnd, let head = String(validating: buffer[..<end], as: UTF8.self)
    else { return .malformed("headers are not UTF-8") }
    let lines = head.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else {
      return .malformed("request line '\(lines[0].prefix(80))'")
    }
    var length = 0
    for line in lines.dropFirst() {
      let field = line.split(separator: ":", maxSplits: 1)
      guard field.count == 2 else { return .malformed("header line '\(line.prefix(80))'") }
      if field[0].lowercased() == "content-length" {
        guard let value = Int(field[1].trimmingCharacters(in: .whitespaces)), value >= 0,
          value <= Self.maximumBodyBytes
        else { return .malformed("Content-Length '\(field[1].prefix(20))'") }
        length = value
      }
    }
    var body = Array(buffer[(end + separator.count)...])
    while body.count < length {
      let count = recv(client, &chunk, min(chunk.count, length - body.count), 0)
      guard count > 0 else { return .disconnected }
      body += chunk[0..<count]
    }
    let text = String(decoding: body.prefix(length), as: UTF8.self)
    return .request(Request(method: String(parts[0]), path: String(parts[1]), body: text))
  }

  func reply(to client: Int32, status: Int) {
    let reasons = [200: "OK", 400: "Bad Request", 404: "Not Found", 500: "Internal Server Error"]
    let reason = reasons[status] ?? "Status"
    let message = "\(status) \(reason)\n"
    let response =
      "HTTP/1.1 \(status) \(reason)\r\nContent-Type: text/plain\r\n"
      + "Content-Length: \(message.utf8.count)\r\nConnection: close\r\n\r\n\(message)"
    let bytes = Array(response.utf8)
    var sent = 0
    while sent < bytes.count {
      // MSG_NOSIGNAL: a client that has gone must not kill the server with SIGPIPE.
      #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
      #else
        let flags: Int32 = 0
      #endif
      let count = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, flags) }
      guard count > 0 else { return }
      sent += count
    }
  }
}
