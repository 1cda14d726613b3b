import Foundation
import TerminalKit

/// The `--server` flag: which album server, if any, the facade posts to.
public enum ServerAddress {
  /// The flag, for `Application.main(options:)`.
  public static let option = OptionSpec(
    name: "--server", valueName: "URL",
    help: "Post changes to this album server, e.g. http://127.0.0.1:8080 (default: offline).")

  /// Puts `library` online when the command line named a server; leaves it offline
  /// otherwise.
  ///
  /// - Throws: `UsageError` for a malformed address.
  @MainActor
  public static func connect(_ library: LibraryAPI, from launch: LaunchOptions) throws(UsageError) {
    if let address = launch.values[option.name] {
      library.connect(to: try parse(address))
    }
  }

  /// `http://HOST[:PORT]`, with nothing after the port: the facade adds the paths.
  ///
  /// - Throws: `UsageError` saying what is wrong, so the app exits 2 with its usage.
  public static func parse(_ text: String) throws(UsageError) -> URL {
    guard let components = URLComponents(string: text), components.scheme == "http",
      let host = components.host, !host.isEmpty,
      components.path.isEmpty || components.path == "/",
      components.query == nil, components.fragment == nil,
      let url = components.url
    else {
      throw UsageError(
        "invalid server URL '\(text)': expected http://HOST[:PORT], "
          + "such as http://127.0.0.1:8080")
    }
    return url
  }
}
