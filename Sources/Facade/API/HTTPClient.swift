import Foundation

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
  private let session: URLSession

  init(baseURL: URL, timeout: Duration) {
    self.baseURL = baseURL
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout.seconds
    configuration.timeoutIntervalForResource = timeout.seconds
    session = URLSession(configuration: configuration)
  }

  /// The session lives as long as the client: going offline or connecting elsewhere
  /// releases it, letting posts in flight finish first.
  deinit {
    session.finishTasksAndInvalidate()
  }

  func post(_ path: String, body: String) async -> PostOutcome {
    let request = makeRequest(path, body: body)
    let timeout = timeout
    // Whichever ends first: the request, or the time limit (which cancels the request).
    return await withTaskGroup(of: PostOutcome.self) { group in
      group.addTask { await self.send(request, path: path) }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return .failed(path: path, reason: "no answer within \(timeout.seconds) s")
      }
      let first = await group.next()!
      group.cancelAll()
      return first
    }
  }
  // snippet.end

  private func makeRequest(_ path: String, body: String) -> URLRequest {
    var request = URLRequest(url: baseURL.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.httpBody = Data(body.utf8)
    request.setValue("text/plain; charset=utf-8", forHTTPHeaderField: "Content-Type")
    request.timeoutInterval = timeout.seconds
    return request
  }

  private func send(_ request: URLRequest, path: String) async -> PostOutcome {
    do {
      let (_, response) = try await session.data(for: request)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard (200..<300).contains(status) else {
        return .failed(path: path, reason: "server answered \(status)")
      }
      return .delivered(path: path, status: status)
    } catch let error as URLError {
      switch error.code {
      case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost:
        return .failed(path: path, reason: "server unreachable")
      case .timedOut:
        return .failed(path: path, reason: "no answer within \(timeout.seconds) s")
      case .cancelled:
        return .failed(path: path, reason: "cancelled")
      default:
        return .failed(path: path, reason: error.localizedDescription)
      }
    } catch {
      return .failed(path: path, reason: error.localizedDescription)
    }
  }
}

extension Duration {
  /// The duration in seconds, as `TimeInterval`.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
