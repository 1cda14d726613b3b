import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What became of one post: the server's success status, or why there is none.
public enum HTTPPostResult: Sendable, Equatable {
  /// The server answered with a status in 200..<300.
  case delivered(status: Int)
  /// The server could not be reached, answered with another status, or did not answer
  /// within the client's time limit.
  case failed(reason: String)
}

// snippet.httpClient
/// Posts text to a server over HTTP with `URLSession`, under a deadline of its own.
public final class HTTPClient: Sendable {
  public let baseURL: URL
  /// How long a post may take, connection included, before it counts as failed.
  public let timeout: Duration

  public init(baseURL: URL, timeout: Duration) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// Answers with the server's status or, at `timeout`, with a failure: the client's
  /// own clock is the one deadline. Only the status is read; a request still running at
  /// the deadline is cancelled, and each has a session of its own, so it cannot hold up
  /// the posts after it.
  public func post(_ body: String, to path: String) async -> HTTPPostResult {
    let request = makeRequest(path, body: body)
    let limit = timeout
    return await withCheckedContinuation { continuation in
      let answer = FirstAnswer(continuation)
      let exchange = start(request) { answer.give($0) }
      DispatchQueue.global().asyncAfter(deadline: .now() + limit.seconds) {
        answer.give(.failed(reason: "no answer within \(limit.seconds) s"))
        exchange?.stop()
      }
    }
  }
  // snippet.end

  /// Starts `request`; `reply` hears how it ended, if it ends. Returns the exchange to
  /// stop at the deadline: none for the IPv6 path, whose socket limits bound it.
  private func start(
    _ request: URLRequest, reply: @escaping @Sendable (HTTPPostResult) -> Void
  ) -> PostExchange? {
    #if canImport(FoundationNetworking)
      if IPv6Post.isNeeded(for: baseURL) {
        IPv6Post.start(request, reclaimAfter: timeout * 2, answer: reply)
        return nil
      }
    #endif
    // Its own limit is twice the client's, so it never decides an outcome; it only
    // frees a request the deadline's cancel did not reach.
    let exchange = PostExchange(reply: reply)
    exchange.start(request, sessionLimit: timeout * 2)
    return exchange
  }

  private func makeRequest(_ path: String, body: String) -> URLRequest {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.httpBody = Data(body.utf8)
    request.setValue("text/plain; charset=utf-8", forHTTPHeaderField: "Content-Type")
    return request
  }
}

extension HTTPPostResult {
  /// Delivered for a status in 200..<300, failed with "server answered N" otherwise.
  init(status: Int) {
    self =
      (200..<300).contains(status)
      ? .delivered(status: status) : .failed(reason: "server answered \(status)")
  }
}

/// Hands a post's caller the first outcome it is given and drops the rest: the reply
/// and the deadline each give one, and only the earlier one counts.
private final class FirstAnswer: Sendable {
  private let continuation: Mutex<CheckedContinuation<HTTPPostResult, Never>?>

  init(_ continuation: CheckedContinuation<HTTPPostResult, Never>) {
    self.continuation = Mutex(continuation)
  }

  func give(_ outcome: HTTPPostResult) {
    continuation.withLock { $0.take() }?.resume(returning: outcome)
  }
}
