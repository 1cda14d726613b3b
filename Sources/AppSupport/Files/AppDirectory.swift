import Foundation

// snippet.directories
/// The app's own folders, found the XDG way: `$XDG_STATE_HOME/bluelibrary` or
/// `$XDG_CACHE_HOME/bluelibrary` when that variable is an absolute path (the XDG spec
/// ignores a relative one), else the spec's default under `$HOME`.
public enum AppDirectory: Sendable {
  /// What the app keeps between runs: `$HOME/.local/state/bluelibrary` by default.
  case state
  /// What can be fetched again: `$HOME/.cache/bluelibrary` by default.
  case cache

  /// The folder, or `nil` when neither the variable nor `HOME` names one.
  public func url(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    let (variable, underHome) =
      switch self {
      case .state: ("XDG_STATE_HOME", ".local/state")
      case .cache: ("XDG_CACHE_HOME", ".cache")
      }
    if let base = environment[variable], base.hasPrefix("/") {
      return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("bluelibrary")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent("\(underHome)/bluelibrary")
  }
}
// snippet.end
