import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a cover's bytes. The app's is `URLSessionCoverFetcher`; tests hand the
/// store fakes that count, fail or return broken pictures.
public protocol CoverFetching: Sendable {
  /// The body of a successful answer, or why there is none. Never hangs past the
  /// fetcher's time limit.
  func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError>
}

/// Why a cover could not be fetched, in a few words for the screen.
public struct CoverFetchError: Error, Equatable, Sendable, CustomStringConvertible {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { reason }
}

// snippet.fetcher
/// Fetches covers with `URLSession`, in the background of whoever awaits it, under a
/// clock of its own and a size limit: whatever a server sends, a fetch ends by
/// `timeout` and holds at most `maximumBytes` of the answer.
///
/// The body is taken as it arrives (a delegate's `didReceive data`), so an answer over
/// the limit is refused at the chunk that crosses it, and one that announces a larger
/// `Content-Length` before its first byte. `URLSession`'s own limits cannot be the
/// clock: on Linux `timeoutIntervalForResource` is not enforced, and a server sending
/// a byte a second never lets `timeoutIntervalForRequest`, an idle limit, run out.
public final class URLSessionCoverFetcher: CoverFetching {
  /// The largest answer accepted: a cover is a few kilobytes.
  public static let maximumBytes = 4 * 1024 * 1024
  /// The longest a fetch takes, connection included.
  public let timeout: Duration

  /// - Parameter timeout: past it the fetch fails with "no answer in time".
  public init(timeout: Duration = .seconds(5)) {
    self.timeout = timeout
  }

  public func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
    let limit = timeout
    return await withCheckedContinuation { continuation in
      let download = CoverDownload(continuation, maximumBytes: Self.maximumBytes)
      download.start(url, sessionLimit: limit * 2)
      DispatchQueue.global().asyncAfter(deadline: .now() + limit.seconds) {
        download.finish(.failure(CoverFetchError("no answer in time")))
      }
    }
  }
}
// snippet.end
