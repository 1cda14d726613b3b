import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Something that can post a change to the album server. The facade holds one while
/// online; tests give it a fake that records what it was asked to send.
protocol HTTPPosting: Sendable {
  var baseURL: URL { get }
  /// Posts `body` to `path` and says what became of it. Never throws, never hangs
  /// past the client's time limit.
  func post(_ path: String, body: String) async -> PostOutcome
}

// snippet.httpClient
/// Posts changes to the album server over HTTP with `URLSession`. Internal to the
/// facade's module: nothing outside `Facade` can name it.
final class HTTPClient: HTTPPosting {
  let baseURL: URL
  /// How long a post may take, connection included, before it counts as failed.
  let timeout: Duration

  init(baseURL: URL, timeout: Duration) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// Answers with the server's reply or, at `timeout`, with a failure: the client's
  /// own clock is the one deadline. A request that runs late is abandoned, never
  /// cancelled (cancelling a task as it completes can deadlock URLSession on Linux),
  /// and it has a session of its own, so it cannot hold up the posts after it.
  func post(_ path: String, body: String) async -> PostOutcome {
    let request = makeRequest(path, body: body)
    let limit = timeout
    return await withCheckedContinuation { continuation in
      let answer = FirstAnswer(continuation)
      start(request, path: path) { answer.give($0) }
      DispatchQueue.global().asyncAfter(deadline: .now() + limit.seconds) {
        answer.give(.failed(path: path, reason: "no answer within \(limit.seconds) s"))
      }
    }
  }
  // snippet.end

  /// Starts `request` on a session of its own; `reply` hears how it ended, if it ends.
  private func start(
    _ request: URLRequest, path: String, reply: @escaping @Sendable (PostOutcome) -> Void
  ) {
    #if canImport(FoundationNetworking)
      if IPv6Post.isNeeded(for: baseURL) {
        return IPv6Post.start(request, path: path, reclaimAfter: timeout * 2, answer: reply)
      }
    #endif
    let session = makeSession()
    session.dataTask(with: request) { _, response, error in
      reply(Self.outcome(path, response: response, error: error))
    }.resume()
    session.finishTasksAndInvalidate()
  }

  private func makeRequest(_ path: String, body: String) -> URLRequest {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.httpBody = Data(body.utf8)
    request.setValue("text/plain; charset=utf-8", forHTTPHeaderField: "Content-Type")
    return request
  }

  /// A session for one request. Its own limit is twice the client's, so it never
  /// decides an outcome; it only frees an abandoned request's connection. Whole
  /// seconds, at least one: Foundation on Linux drops the fraction, and a limit of
  /// 0 s would fail every request at once.
  private func makeSession() -> URLSession {
    let limit = max(1, (2 * timeout.seconds).rounded(.up))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = limit
    configuration.timeoutIntervalForResource = limit
    return URLSession(configuration: configuration)
  }

  private static func outcome(_ path: String, response: URLResponse?, error: (any Error)?)
    -> PostOutcome
  {
    if let error = error as? URLError {
      switch error.code {
      case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost:
        return .failed(path: path, reason: "server unreachable")
      default:
        return .failed(path: path, reason: error.localizedDescription)
      }
    }
    if let error { return .failed(path: path, reason: error.localizedDescription) }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard (200..<300).contains(status) else {
      return .failed(path: path, reason: "server answered \(status)")
    }
    return .delivered(path: path, status: status)
  }
}

/// Hands a post's caller the first outcome it is given and drops the rest: the reply
/// and the deadline each give one, and only the earlier one counts.
private final class FirstAnswer: Sendable {
  private let continuation: Mutex<CheckedContinuation<PostOutcome, Never>?>

  init(_ continuation: CheckedContinuation<PostOutcome, Never>) {
    self.continuation = Mutex(continuation)
  }

  func give(_ outcome: PostOutcome) {
    continuation.withLock { $0.take() }?.resume(returning: outcome)
  }
}

extension Duration {
  /// The duration in seconds, as `TimeInterval`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
