/// What became of telling the server about a change.
public enum PostOutcome: Sendable, Equatable {
  /// The facade is offline: nothing was sent.
  case offline
  /// The server answered with a success status.
  case delivered(path: String, status: Int)
  /// The server could not be reached, answered with an error status, or did not
  /// answer in time. The local change stands.
  case failed(path: String, reason: String)

  /// A few words for the screen: `/api/deleteAlbum → 200`.
  public var summary: String {
    switch self {
    case .offline: "not posted (offline)"
    case .delivered(let path, let status): "\(path) → \(status)"
    case .failed(let path, let reason): "\(path) failed: \(reason)"
    }
  }
}
