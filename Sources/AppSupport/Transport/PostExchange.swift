import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One post's request, as URLSession runs it: the post needs the reply's status and
/// nothing else, so that is all it reads.
///
/// The caller hears the outcome as soon as the status arrives. The body after it is
/// dropped block by block as it is read (the delegate's calls run inline, as a cover's
/// do: `InlineDelegateQueue` says why), and nothing of it is kept; a body past
/// `maximumDroppedBytes` (an endless one, say) stops the request. So does `stop()`,
/// which the client calls at its deadline: a post given up on is cancelled, not left
/// running. A request that ends by itself (the album server's short answers) is never
/// cancelled.
///
/// `cancel` is called on a queue of its own, holding no lock, as `CoverDownload` does
/// and for its reasons: in swift-corelibs-foundation a `cancel` made while a task
/// completes can deadlock (issue 5412), and in Swift 6.3 it waits for the session's
/// queue, where the delegate runs; this way only that one thread can wait.
final class PostExchange: NSObject, URLSessionDataDelegate, Sendable {
  private struct State {
    var reply: (@Sendable (HTTPPostResult) -> Void)?
    /// The running task; `nil` once it has ended or been cancelled.
    var task: URLSessionDataTask?
    var droppedBytes = 0
  }

  /// The most body bytes read and dropped before the request is stopped: far more than
  /// the album server's few words, far less than an endless answer.
  static let maximumDroppedBytes = 64 * 1024

  private let state: Mutex<State>
  /// The session's delegate queue, which runs each call at once.
  let deliveries = InlineDelegateQueue()

  /// - Parameter reply: hears the outcome, once.
  init(reply: @escaping @Sendable (HTTPPostResult) -> Void) {
    state = Mutex(State(reply: reply))
  }

  /// Starts `request` on a session of its own, whose limit (`sessionLimit`, past the
  /// post's) only frees a connection nobody waits for.
  func start(_ request: URLRequest, sessionLimit: Duration) {
    let session = deliveries.session(for: self, limit: sessionLimit)
    let task = session.dataTask(with: request)
    state.withLock { $0.task = task }
    task.resume()
    // The session lets its delegate go once its one task has ended.
    session.finishTasksAndInvalidate()
  }

  /// Cancels the request if it is still running: the post was given up on.
  func stop() {
    guard let task = state.withLock({ $0.task.take() }) else { return }
    DispatchQueue.global().async { task.cancel() }
  }

  /// Gives the caller `outcome` unless it has one already.
  private func answer(_ outcome: HTTPPostResult) {
    state.withLock { $0.reply.take() }?(outcome)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    completionHandler(.allow)
    answer(HTTPPostResult(status: (response as? HTTPURLResponse)?.statusCode ?? 0))
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooMuch = state.withLock { state in
      state.droppedBytes += data.count
      return state.droppedBytes > Self.maximumDroppedBytes
    }
    if tooMuch { stop() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    state.withLock { $0.task = nil }
    if let error { return answer(.failed(reason: transportFailure(error))) }
    answer(HTTPPostResult(status: (task.response as? HTTPURLResponse)?.statusCode ?? 0))
  }
}
