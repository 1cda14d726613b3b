import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on the loopback interface, for the classroom: the facade
/// of chapter 3 posts to it, and it says what it received.
///
/// One thread per connection; every connection is closed after one answer. A client
/// that sends garbage gets 400, one that goes quiet is dropped after `readTimeout`
/// and one that trickles after `connectionTimeout`, one that disconnects early is
/// forgotten: the server keeps serving. It answers before it reports, so a report
/// that blocks never holds up a client.
///
/// ```swift
/// let server = try AlbumServer(port: 0) { print($0.logLine) }
/// server.start()
/// print(server.port)  // the port the system chose
/// ```
public final class AlbumServer: Sendable {
  /// One request, as received.
  public struct Request: Sendable, Equatable {
    public var method: String
    public var path: String
    /// The body, byte for byte as sent.
    public var bodyBytes: [UInt8]

    public init(method: String, path: String, body: String) {
      self.init(method: method, path: path, bodyBytes: Array(body.utf8))
    }

    public init(method: String, path: String, bodyBytes: [UInt8]) {
      self.method = method
      self.path = path
      self.bodyBytes = bodyBytes
    }

    /// The body as text; bytes that are not UTF-8 read as U+FFFD.
    public var body: String { String(decoding: bodyBytes, as: UTF8.self) }

    /// `METHOD PATH BODY`, on one line that is safe to print (see `printable(_:)`).
    public var logLine: String {
      "\(printable(method.utf8)) \(printable(path.utf8)) \(printable(bodyBytes))"
    }
  }

  /// The two paths the facade posts to.
  public static let albumPaths: Set<String> = ["/api/addAlbum", "/api/deleteAlbum"]

  /// The answer of the classroom server: 200 to a POST to an album path, 404 otherwise.
  public static func defaultStatus(for request: Request) -> Int {
    request.method == "POST" && albumPaths.contains(request.path) ? 200 : 404
  }

  public static let maximumHeaderBytes = 16 * 1024
  public static let maximumBodyBytes = 64 * 1024

  /// The port it listens on: the one asked for, or the one the system chose for 0.
  public let port: UInt16
  private let listener: Int32
  let readTimeout: Duration
  let connectionTimeout: Duration
  let status: @Sendable (Request) -> Int
  let onRequest: @Sendable (Request) -> Void
  let onProblem: @Sendable (String) -> Void
  let reports = ReportQueue()
  private let state = Atomic(RunState.idle)

  /// Where the server is in its life: made, serving, or stopped.
  private enum RunState: UInt8, AtomicRepresentable {
    case idle, running, stopped
  }

  /// Binds 127.0.0.1:`port` and listens. Nothing is served until `start()` or `run()`.
  ///
  /// - Parameters:
  ///   - port: the port; 0 lets the system choose a free one.
  ///   - readTimeout: how long a quiet client is waited for.
  ///   - connectionTimeout: how long a client may take over its whole request.
  ///   - status: the status code to answer each request with.
  ///   - onProblem: told about malformed requests and dropped clients, after the
  ///     connection is closed; request text in it is already `printable(_:)`.
  ///   - onRequest: told about every well-formed request, after it is answered.
  public init(
    port: UInt16, readTimeout: Duration = .seconds(5), connectionTimeout: Duration = .seconds(10),
    status: @escaping @Sendable (Request) -> Int = AlbumServer.defaultStatus(for:),
    onProblem: @escaping @Sendable (String) -> Void = { _ in },
    onRequest: @escaping @Sendable (Request) -> Void
  ) throws(AlbumServerError) {
    self.readTimeout = readTimeout
    self.connectionTimeout = connectionTimeout
    self.status = status
    self.onRequest = onRequest
    self.onProblem = onProblem
    (listener, self.port) = try LoopbackSocket.listen(port: port)
  }

  /// Serves on a thread of its own and returns at once.
  public func start() {
    Thread.detachNewThread { [self] in run() }
  }

  /// Serves until `stop()`, or until the listening socket fails; blocks the calling
  /// thread. Runs once: a second call returns at once.
  public func run() {
    guard
      state.compareExchange(expected: .idle, desired: .running, ordering: .acquiringAndReleasing)
        .exchanged
    else { return }
    // The loop owns the listening socket: only it closes it, so `stop()` can never
    // close a descriptor that `accept` is about to use.
    defer { _ = close(listener) }
    while state.load(ordering: .acquiring) == .running {
      let client = accept(listener, nil, nil)
      if client >= 0 {
        Thread.detachNewThread { [self] in serve(client) }
        continue
      }
      switch errno {
      case EINTR, ECONNABORTED:
        continue
      case EMFILE, ENFILE, ENOBUFS, ENOMEM:
        // Out of descriptors or memory for now: connections in progress will free some.
        onProblem("cannot take a connection now: \(LoopbackSocket.lastError()); retrying")
        usleep(100_000)
      default:
        if state.load(ordering: .acquiring) == .running {
          onProblem("stopped serving: \(LoopbackSocket.lastError())")
        }
        return
      }
    }
  }

  /// Whether `stop()` was called (rather than the socket failing under `run()`).
  public var hasBeenStopped: Bool { state.load(ordering: .acquiring) == .stopped }

  /// Stops accepting connections; the listening socket is closed by `run()` as it ends,
  /// or here when it never ran.
  public func stop() {
    let previous = state.exchange(.stopped, ordering: .acquiringAndReleasing)
    guard previous != .stopped else { return }
    _ = shutdown(listener, Int32(SHUT_RDWR))
    if previous == .idle { _ = close(listener) }
  }
}

/// Why the server could not start.
public enum AlbumServerError: Error, Equatable, CustomStringConvertible {
  case cannotListen(port: UInt16, reason: String)

  public var description: String {
    switch self {
    case .cannotListen(let port, let reason):
      "cannot listen on 127.0.0.1:\(port): \(reason)"
    }
  }
}
