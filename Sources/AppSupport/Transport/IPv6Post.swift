#if canImport(FoundationNetworking)
  import Foundation
  import FoundationNetworking
  import Glibc
  import POSIXCalls

  /// One POST over a plain TCP socket, for the one server URLSession on Linux cannot
  /// reach: one named by an IPv6 literal, `http://[::1]:8080`. Foundation up to
  /// Swift 6.3 fails every such request with NSURLErrorDomain error -1000
  /// (swift-corelibs-foundation issue 5496, fixed after 6.3). HTTP/1.1, one request,
  /// `Connection: close`; only the status line of the answer is read.
  enum IPv6Post {
    /// Whether `url` names its host by an IPv6 literal.
    static func isNeeded(for url: URL) -> Bool {
      url.host?.contains(":") == true
    }

    /// Sends `request` on a thread of its own and gives `answer` the outcome. The
    /// socket's own limits (`reclaimAfter`) only free a request the caller has given
    /// up on; the caller's deadline decides.
    static func start(
      _ request: URLRequest, reclaimAfter limit: Duration,
      answer: @escaping @Sendable (HTTPPostResult) -> Void
    ) {
      Thread.detachNewThread { answer(exchange(request, limit: limit)) }
    }

    // snippet.exchange
    private static func exchange(_ request: URLRequest, limit: Duration) -> HTTPPostResult {
      // `URL.host` gives the address with or without its brackets, by platform.
      guard let url = request.url,
        let host = url.host?.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
      else { return .failed(reason: "no host") }
      let port = url.port ?? 80
      guard var address = socketAddress(host: host, port: port) else {
        return .failed(reason: "\(host) is not an IPv6 address")
      }
      let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { return .failed(reason: "no socket") }
      defer { close(descriptor) }
      // On Linux a send timeout bounds connect too.
      for option in [SO_SNDTIMEO, SO_RCVTIMEO] {
        var value = timeval(tv_sec: Int(limit.components.seconds) + 1, tv_usec: 0)
        _ = setsockopt(
          descriptor, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
      }
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
      guard connected == 0 else { return .failed(reason: serverUnreachable) }
      let body = request.httpBody ?? Data()
      let head =
        "POST \(url.path) HTTP/1.1\r\nHost: [\(host)]:\(port)\r\n"
        + "Content-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        + "Connection: close\r\n\r\n"
      guard sendAll(Array(head.utf8) + Array(body), to: descriptor),
        let status = readStatus(from: descriptor)
      else { return .failed(reason: "the connection failed") }
      return HTTPPostResult(status: status)
    }
    // snippet.end

    private static func socketAddress(host: String, port: Int) -> sockaddr_in6? {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = UInt16(clamping: port).bigEndian
      guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return nil }
      return address
    }

    private static func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
      bytes.withUnsafeBytes { buffer in
        POSIXCalls.writeAll(buffer) { POSIXCalls.send(descriptor, $0) }
      }
    }

    /// The status code of `HTTP/1.x NNN …`, read from at most the first kilobyte.
    private static func readStatus(from descriptor: Int32) -> Int? {
      var received: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 1024)
      while received.count < 1024, !received.contains(UInt8(ascii: "\n")) {
        let count = recv(descriptor, &chunk, chunk.count, 0)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        received += chunk[..<count]
      }
      let words = String(decoding: received, as: UTF8.self).split(separator: " ")
      guard words.count >= 2, words[0].hasPrefix("HTTP/1.") else { return nil }
      return Int(words[1].prefix(while: \.isNumber))
    }
  }
#endif
