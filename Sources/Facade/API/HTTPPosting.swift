import AppSupport
import CommandLineDeclaration
import Foundation
import TerminalKit

extension ServerAddress {
  /// Puts `library` online when the command line named a server; leaves it offline
  /// otherwise.
  ///
  /// - Throws: `CommandLineError` for a malformed address.
  @MainActor
  public static func connect(_ library: LibraryAPI, from launch: LaunchOptions)
    throws(CommandLineError)
  {
    if let address = launch.values[option.name] {
      library.connect(to: try parse(address))
    }
  }
}

// snippet.httpClient
/// Something that can post a change to the album server: the facade's `HTTPClient`
/// while online; in tests, a fake that records what it was asked to send.
protocol HTTPPosting: Sendable {
  var baseURL: URL { get }
  /// Posts `body` to `path` and says what became of it. Never throws, never hangs
  /// past the client's time limit.
  func post(_ path: String, body: String) async -> PostOutcome
}

/// The platform's HTTP client, answering in the facade's words.
extension HTTPClient: HTTPPosting {
  func post(_ path: String, body: String) async -> PostOutcome {
    switch await post(body, to: path) {
    case .delivered(let status): .delivered(path: path, status: status)
    case .failed(let reason): .failed(path: path, reason: reason)
    }
  }
}
// snippet.end
