import Foundation
import TerminalKit

/// Reads the `--server` flag's value.
public enum ServerAddress {
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
