import AlbumServer
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A loopback server that answers every request badly, the way a broken or hostile
/// cover server might, or in one of the lawful ways a client must not mistake for them
/// (no length, or chunks). Stopped when released.
public final class MisbehavingCoverServer: Sendable {
  /// How the server answers.
  public enum Behaviour: Sendable {
    /// `200` with no length, then bytes for as long as the client reads them.
    case endless
    /// `200` announcing `Content-Length: length`, then nothing, the connection open.
    case announcing(length: Int)
    /// `200` announcing 1,000 bytes, then one byte a second.
    case trickle
    /// `200` with no length, then `body`, then the connection closed: lawful HTTP/1.1.
    case unannounced(body: String)
    /// `200` with `Transfer-Encoding: chunked`, `body` in chunks of `chunkSize` bytes.
    case chunked(body: String, chunkSize: Int)
  }

  public let port: UInt16
  private let listener: Int32
  private let sent = Mutex(0)

  /// How many body bytes the server has sent, over all connections.
  public var bodyBytesSent: Int { sent.withLock { $0 } }

  private let open = Mutex(0)

  /// How many clients the server is answering now: one whose connection is closed, by
  /// either end, is no longer counted.
  public var openConnections: Int { open.withLock { $0 } }

  public init(_ behaviour: Behaviour) throws {
    (listener, port) = try LoopbackSocket.listen(port: 0, backlog: 16)
    let listener = listener
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return }
        Thread.detachNewThread { self.answer(client, behaviour) }
      }
    }
  }

  deinit {
    // Wakes the accept loop, which then ends.
    _ = shutdown(listener, Int32(SHUT_RDWR))
    _ = close(listener)
  }

  private func answer(_ client: Int32, _ behaviour: Behaviour) {
    open.withLock { $0 += 1 }
    defer {
      _ = close(client)
      open.withLock { $0 -= 1 }
    }
    readHead(client)
    switch behaviour {
    case .endless:
      guard send("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n", to: client) else { return }
      let chunk = String(repeating: "x", count: 64 * 1024)
      while sendBody(chunk, to: client) {}
    case .announcing(let length):
      guard send("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n", to: client) else {
        return
      }
      waitForHangUp(client)
    case .trickle:
      guard send("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n", to: client) else { return }
      for _ in 0..<1000 {
        guard sendBody("x", to: client) else { return }
        sleep(1)
      }
    case .unannounced(let body):
      guard send("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n", to: client) else { return }
      _ = sendBody(body, to: client)
    case .chunked(let body, let chunkSize):
      let head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
      guard send(head, to: client) else { return }
      var rest = Substring(body)
      while !rest.isEmpty {
        let chunk = rest.prefix(chunkSize)
        rest = rest.dropFirst(chunk.count)
        guard send(String(chunk.count, radix: 16) + "\r\n", to: client),
          sendBody(String(chunk), to: client), send("\r\n", to: client)
        else { return }
      }
      _ = send("0\r\n\r\n", to: client)
    }
  }

  /// Reads until the blank line that ends a request's head (or the client hangs up).
  private func readHead(_ client: Int32) {
    var head: [UInt8] = []
    var byte: UInt8 = 0
    while head.count < 16 * 1024, recv(client, &byte, 1, 0) == 1 {
      head.append(byte)
      if head.suffix(4) == Array("\r\n\r\n".utf8) { return }
    }
  }

  /// Blocks until the client closes its end.
  private func waitForHangUp(_ client: Int32) {
    var byte: UInt8 = 0
    while recv(client, &byte, 1, 0) > 0 {}
  }

  private func sendBody(_ text: String, to client: Int32) -> Bool {
    guard send(text, to: client) else { return false }
    sent.withLock { $0 += text.utf8.count }
    return true
  }

  /// Sends all of `text`; `false` once the client has gone.
  private func send(_ text: String, to client: Int32) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      var noSignal: Int32 = 1
      _ = setsockopt(
        client, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
      let flags: Int32 = 0
    #endif
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        systemSend(client, $0.baseAddress, $0.count, flags)
      }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
}

/// POSIX `send`, named apart from the server's own `send(_:to:)`.
private func systemSend(
  _ socket: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32
) -> Int {
  #if canImport(Glibc)
    Glibc.send(socket, buffer, count, flags)
  #else
    Darwin.send(socket, buffer, count, flags)
  #endif
}
