import CommandLineDeclaration
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `--server` flag: which album server, if any, the app talks to.
public enum ServerAddress {
  /// The flag, for `Application.main(options:)`.
  public static let option = Flag(
    "--server", valueName: "URL",
    help: "Post changes to this album server, e.g. http://127.0.0.1:8080 (default: offline).")

  /// `http://HOST[:PORT]`, with nothing after the port: the facade adds the paths.
  /// The scheme may be in any case; the port, when given, is 1 to 65535.
  ///
  /// - Throws: `CommandLineError` saying what is wrong, so the app exits 2 and says
  ///   where its help is.
  public static func parse(_ text: String) throws(CommandLineError) -> URL {
    let shown = CommandLineText.excerpt(of: text)
    let invalid = CommandLineError(
      "invalid server URL '\(shown)': expected http://HOST[:PORT], such as http://127.0.0.1:8080")
    guard var components = URLComponents(string: text),
      components.scheme?.lowercased() == "http",
      components.user == nil, components.password == nil,
      let host = components.host, !host.isEmpty,
      components.path.isEmpty || components.path == "/",
      components.query == nil, components.fragment == nil
    else { throw invalid }
    if let written = writtenPort(text) {
      // Read from the text, not from `components.port`: that is nil for a port too
      // large for an Int, and the address would then fail only when posted to.
      guard !written.isEmpty, written.allSatisfy({ ("0"..."9").contains($0) }) else {
        throw invalid
      }
      guard let port = Int(written), (1...65535).contains(port) else {
        throw CommandLineError(
          "invalid server URL '\(shown)': the port must be 1 to 65535, not \(CommandLineText.excerpt(of: written))"
        )
      }
    }
    if host.hasPrefix("[") { try checkIPv6(host, in: text) }
    // URLSession knows only a lower-case scheme.
    components.scheme = "http"
    guard let url = components.url else { throw invalid }
    return url
  }

  /// The port as written: what follows the colon after the host, `nil` without one.
  /// Empty for `http://host:`, which names no port (URLSession would quietly use 80).
  private static func writtenPort(_ text: String) -> Substring? {
    let authority = text.drop { $0 != "/" }.drop { $0 == "/" }.prefix { $0 != "/" }
    let afterHost = authority.hasPrefix("[") ? authority.drop { $0 != "]" } : authority
    guard let colon = afterHost.lastIndex(of: ":") else { return nil }
    return afterHost[afterHost.index(after: colon)...]
  }

  /// An IPv6 literal, `[::1]`, must be a valid address.
  private static func checkIPv6(_ host: String, in text: String) throws(CommandLineError) {
    var address = in6_addr()
    guard host.hasSuffix("]"),
      inet_pton(AF_INET6, String(host.dropFirst().dropLast()), &address) == 1
    else {
      throw CommandLineError(
        "invalid server URL '\(CommandLineText.excerpt(of: text))': \(CommandLineText.excerpt(of: host)) is not an IPv6 address"
      )
    }
  }
}
