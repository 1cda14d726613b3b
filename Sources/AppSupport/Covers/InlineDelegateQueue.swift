import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate queue of one cover's session (and of one post's, `PostExchange`): it
/// runs each delegate call at once, on the thread that hands it over, which for the
/// body's bytes is the thread libcurl reads the socket on. So a block of the body is
/// looked at as it is read, and dropped there once the fetch has its outcome; none
/// waits in a queue.
///
/// Why not a queue. URLSession on Linux (swift-corelibs-foundation) never waits for its
/// delegate: every block libcurl reads, 16 KiB at most, becomes one operation on the
/// delegate queue, serial by default, and libcurl goes on reading (the library's issue
/// 3204, open: "URLSession spams slow delegates with more messages than they can
/// handle"). Three endless cover answers at loopback speed queued up to 9,800 blocks,
/// 160 MB, before the delegate reached the 4 MiB mark of the last one; the size limit
/// was seen that late, the cancel followed it, and the blocks already queued were all
/// delivered and dropped one by one. Neither the delegate's own copy of the body (4 MiB
/// at most) nor libcurl's buffer (one block) was the memory; the queue was.
///
/// The other designs weighed. Dropping the bytes past the limit in `didReceive data`
/// at once does not help: by then they have queued. `task.suspend()` and `cancel()`
/// both reach libcurl only through the session's own serial queue, the one the reads run
/// on, so they cannot come sooner than a cancel does; and they can only follow the
/// limit, which a queued delegate sees late. A serial delegate queue is what the session
/// has already. URLSession offers no back pressure: a delegate call that waits only
/// lengthens the queue behind it. Reading covers over a socket of our own would bound everything, at the
/// price of a second HTTP client (chunked bodies, redirects, name lookup) beside
/// URLSession, for a fault this queue removes.
///
/// The cost, and why it is safe: delegate methods run on URLSession's own queue, so
/// they must be short and must not call the session or its task synchronously (in
/// Swift 6.3's Foundation `cancel`, `suspend` and `resume` `sync` onto that queue and
/// would deadlock there). `CoverDownload` only takes a lock, counts and copies, and
/// makes its one call back, `cancel`, from another queue.
///
/// URLSession hands every delegate call to `addOperation(_:)` with a closure, the one
/// method overridden here; `mostWaiting` shows, in a test, that none waited.
final class InlineDelegateQueue: OperationQueue, @unchecked Sendable {
  /// A session for one request (a cover's, a post's) whose delegate calls run on this
  /// queue. Its limit (`limit`, past the caller's own) only frees a connection nobody
  /// waits for; it never decides an outcome. Whole seconds, at least one: Foundation on
  /// Linux drops the fraction, and 0 s would fail every request at once.
  func session(for delegate: any URLSessionDelegate, limit: Duration) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = max(1, limit.seconds.rounded(.up))
    configuration.timeoutIntervalForResource = configuration.timeoutIntervalForRequest
    return URLSession(configuration: configuration, delegate: delegate, delegateQueue: self)
  }

  // @unchecked: Foundation's OperationQueue is itself declared `@unchecked Sendable`,
  // and the one stored property added here is a Mutex.
  private let waiting = Mutex((now: 0, most: 0))

  override init() {
    super.init()
    maxConcurrentOperationCount = 1
  }

  /// The most delegate calls that were handed over and not yet begun, at any moment.
  var mostWaiting: Int { waiting.withLock { $0.most } }

  override func addOperation(_ block: @escaping @Sendable () -> Void) {
    waiting.withLock { count in
      count.now += 1
      count.most = max(count.most, count.now)
    }
    waiting.withLock { $0.now -= 1 }
    block()
  }
}
