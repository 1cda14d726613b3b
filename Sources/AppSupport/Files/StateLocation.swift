import CommandLineDeclaration
import Foundation
import TerminalKit

/// Where the state is kept, and the flags that change it.
public enum StateLocation {
  /// `--state-dir DIR`, for `Application.main(options:)`.
  public static let folderOption = Flag(
    "--state-dir", valueName: "DIR",
    help: "Keep the app's state here (default: $XDG_STATE_HOME/bluelibrary).")
  /// `--fresh`: the built-in albums, whatever was saved.
  public static let freshOption = Flag(
    "--fresh",
    help: "Start from the built-in albums, reading no saved state (it is replaced on the way out).")

  /// `--state-dir` when given; else `$XDG_STATE_HOME/bluelibrary` when that is an
  /// absolute path (the XDG spec ignores a relative one); else
  /// `$HOME/.local/state/bluelibrary`; `nil` with neither.
  ///
  /// - Throws: `CommandLineError` for an empty `--state-dir`.
  public static func folder(
    from launch: LaunchOptions,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(CommandLineError) -> URL? {
    if let given = launch.values[folderOption.name] {
      guard !given.isEmpty else { throw CommandLineError("--state-dir needs a folder") }
      return URL(fileURLWithPath: given, isDirectory: true)
    }
    return AppDirectory.state.url(environment: environment)
  }

  /// Whether `--fresh` was given.
  public static func wantsFresh(_ launch: LaunchOptions) -> Bool {
    launch.values[freshOption.name] != nil
  }
}
