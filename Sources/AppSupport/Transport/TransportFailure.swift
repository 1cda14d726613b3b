import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// snippet.failure
/// What every client says when it could not reach the server.
let serverUnreachable = "server unreachable"

/// A few words for the screen saying why a request got no answer: one wording for
/// every way of not reaching the server, whichever client asked.
func transportFailure(_ error: any Error) -> String {
  guard let error = error as? URLError else { return error.localizedDescription }
  switch error.code {
  case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost:
    return serverUnreachable
  case .timedOut:
    return "no answer in time"
  default:
    return error.localizedDescription
  }
}
// snippet.end

extension Duration {
  /// The duration in seconds, as `TimeInterval`.
  public var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
