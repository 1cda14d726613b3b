import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One cover's request: collects the body as it arrives and hands the fetch's caller
/// the first outcome, whether the answer's, the size limit's or the clock's; later
/// ones are dropped.
///
/// Its delegate calls run as URLSession makes them, on the session's own queue
/// (`InlineDelegateQueue` says why): each block of the body is counted as it is read,
/// so the size limit is seen at the block that crosses it and nothing piles up behind.
///
/// Once the caller has its answer the request is stopped, so that an endless or
/// trickling answer does not go on in the background, and what still arrives is
/// dropped as it comes. `cancel` is called on a queue of its own, holding no lock and
/// outside any Swift task's cancellation handler: in swift-corelibs-foundation a
/// `cancel` made while a task completes can deadlock (issue 5412), in Swift 6.3 it
/// `sync`s onto the session's queue, where the delegate runs, and under a flood of data
/// it waits for that queue; this way only that thread waits, never the caller nor the
/// delegate, which goes on dropping the bytes.
final class CoverDownload: NSObject, URLSessionDataDelegate, Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result<[UInt8], CoverFetchError>, Never>?
    var body: [UInt8] = []
    var status = 0
    var task: URLSessionDataTask?
  }

  private let state: Mutex<State>
  private let maximumBytes: Int
  /// The session's delegate queue, which runs each call at once.
  let deliveries = InlineDelegateQueue()

  init(
    _ continuation: CheckedContinuation<Result<[UInt8], CoverFetchError>, Never>,
    maximumBytes: Int
  ) {
    state = Mutex(State(continuation: continuation))
    self.maximumBytes = maximumBytes
  }

  /// Starts the request on a session of its own, whose limit (`sessionLimit`, past the
  /// fetch's) only frees a connection nobody waits for; it never decides an outcome.
  func start(_ url: URL, sessionLimit: Duration) {
    let session = deliveries.session(for: self, limit: sessionLimit)
    let task = session.dataTask(with: url)
    state.withLock { $0.task = task }
    task.resume()
    // The session lets its delegate go once its one task has ended.
    session.finishTasksAndInvalidate()
  }

  /// Hands the caller `outcome` unless it has one already, then stops the request.
  func finish(_ outcome: Result<[UInt8], CoverFetchError>) {
    let (continuation, task) = state.withLock { state in
      let taken = (state.continuation.take(), state.task)
      state.task = nil
      state.body = []
      return taken
    }
    guard let continuation else { return }
    continuation.resume(returning: outcome)
    if let task { DispatchQueue.global().async { task.cancel() } }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    state.withLock { $0.status = status }
    completionHandler(.allow)
    if status != 200 {
      finish(.failure(CoverFetchError("server answered \(status)")))
    } else if response.expectedContentLength > Int64(maximumBytes) {
      finish(.failure(tooLarge("announced \(response.expectedContentLength) bytes")))
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overLimit = state.withLock { state in
      guard state.continuation != nil else { return false }
      state.body += data
      return state.body.count > maximumBytes
    }
    if overLimit { finish(.failure(tooLarge("more than \(maximumBytes) bytes sent"))) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    if let error { return finish(.failure(CoverFetchError(transportFailure(error)))) }
    let (status, body) = state.withLock { ($0.status, $0.body) }
    guard status == 200 else {
      return finish(.failure(CoverFetchError("server answered \(status)")))
    }
    finish(.success(body))
  }

  private func tooLarge(_ detail: String) -> CoverFetchError {
    CoverFetchError("answer too large: \(detail), the limit is \(maximumBytes)")
  }
}
