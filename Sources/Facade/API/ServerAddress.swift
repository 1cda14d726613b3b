import Foundation
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The scheme may be in any case; the port, when given, is 1 to 65535.
  ///
  /// - Throws: `UsageError` saying what is wrong, so the app exits 2 with its usage.
  public static func parse(_ text: String) throws(UsageError) -> URL {
    let invalid = UsageError(
      "invalid server URL '\(text)': expected http://HOST[:PORT], such as http://127.0.0.1:8080")
    guard var components = URLComponents(string: text),
      components.scheme?.lowercased() == "http",
      components.user == nil, components.password == nil,
      let host = components.host, !host.isEmpty,
      components.path.isEmpty || components.path == "/",
      components.query == nil, components.fragment == nil,
      !hasEmptyPort(text)
    else { throw invalid }
    if let port = components.port, !(1...65535).contains(port) {
      throw UsageError("invalid server URL '\(text)': the port must be 1 to 65535, not \(port)")
    }
    if host.hasPrefix("[") { try checkIPv6(host, in: text) }
    // URLSession knows only a lower-case scheme.
    components.scheme = "http"
    guard let url = components.url else { throw invalid }
    return url
  }

  /// `http://host:` names no port, and URLSession would quietly use 80.
  private static func hasEmptyPort(_ text: String) -> Bool {
    let authority = text.drop { $0 != "/" }.drop { $0 == "/" }.prefix { $0 != "/" }
    return authority.hasSuffix(":")
  }

  /// An IPv6 literal, `[::1]`, must be a valid address.
  private static func checkIPv6(_ host: String, in text: String) throws(UsageError) {
    var address = in6_addr()
    guard host.hasSuffix("]"),
      inet_pton(AF_INET6, String(host.dropFirst().dropLast()), &address) == 1
    else {
      throw UsageError("invalid server URL '\(text)': \(host) is not an IPv6 address")
    }
  }
}
