import AlbumServer
import CommandLineDeclaration
import Foundation
import TerminalKit

// snippet.source
/// Where the app's covers come from: a running `album-server` named with `--server`,
/// or, without it, an `AlbumServer` started inside the app on a free loopback port, so
/// that one command shows real downloads.
public struct CoverSource: Sendable {
  /// The `--cache DIR` flag, for `Application.main(options:)`.
  public static let cacheOption = Flag(
    "--cache", valueName: "DIR",
    help: "Keep covers in DIR (default: $XDG_CACHE_HOME/bluelibrary/covers).")

  /// The server's address.
  public let server: URL
  /// A few words for the status line.
  public let summary: String
  /// The in-process server, kept as long as the source is.
  private let inProcessServer: AlbumServer?

  /// `--server URL`, or a server of the app's own.
  ///
  /// - Throws: `CommandLineError` for a malformed address; `AlbumServerError` when no port
  ///   is free.
  public static func start(from launch: LaunchOptions) throws -> CoverSource {
    if let address = launch.values[ServerAddress.option.name] {
      let url = try ServerAddress.parse(address)
      return CoverSource(server: url, summary: url.absoluteString, inProcessServer: nil)
    }
    let server = try AlbumServer(port: 0) { _ in }
    server.start()
    return CoverSource(
      server: URL(string: "http://127.0.0.1:\(server.port)")!,
      summary: "the app's own server (loopback)", inProcessServer: server)
  }
  // snippet.end

  /// `--cache DIR`; else `covers` in the app's cache folder (`AppDirectory.cache`).
  ///
  /// - Throws: `CommandLineError` for an empty `--cache`, which would put covers in
  ///   whatever folder the app was started from.
  public static func cacheDirectory(
    from launch: LaunchOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(CommandLineError) -> URL {
    if let folder = launch.values[cacheOption.name] {
      guard !folder.isEmpty else { throw CommandLineError("--cache needs a folder") }
      return URL(fileURLWithPath: folder, isDirectory: true)
    }
    // Without HOME, the home Foundation finds for this user.
    let base =
      AppDirectory.cache.url(environment: environment)
      ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
      .appendingPathComponent(".cache/bluelibrary")
    return base.appendingPathComponent("covers", isDirectory: true)
  }
}
