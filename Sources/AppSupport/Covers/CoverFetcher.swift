import Foundation

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
/// Fetches covers with `URLSession`, in the background of whoever awaits it.
///
/// The time limit is the request's own (`timeoutIntervalForRequest`): a task is never
/// cancelled from outside, because cancelling a task that is already completing can
/// leave swift-corelibs-foundation's `URLSession` waiting for ever.
public final class URLSessionCoverFetcher: CoverFetching {
  /// The largest answer accepted: a cover is a few kilobytes.
  public static let maximumBytes = 4 * 1024 * 1024
  private let session: URLSession

  /// - Parameter timeout: the longest a request may take, in seconds, connection
  ///   included; past it the fetch fails with "no answer in time".
  public init(timeout: TimeInterval = 5) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    session = URLSession(configuration: configuration)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  public func fetch(_ url: URL) async -> Result<[UInt8], CoverFetchError> {
    do {
      let (data, response) = try await session.data(from: url)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard status == 200 else { return .failure(CoverFetchError("server answered \(status)")) }
      guard data.count <= Self.maximumBytes else {
        return .failure(CoverFetchError("answer larger than \(Self.maximumBytes) bytes"))
      }
      return .success([UInt8](data))
    } catch {
      return .failure(CoverFetchError(transportFailure(error)))
    }
  }
}
// snippet.end
