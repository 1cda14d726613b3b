import Foundation

/// Where a `workbook` command writes: its report, and its warnings and errors.
///
/// The commands write through one of these rather than to the process's streams, so a
/// test can run a command in-process and read what it said.
public struct Console: Sendable {
  public var output: @Sendable (String) -> Void
  public var errors: @Sendable (String) -> Void

  public init(
    output: @escaping @Sendable (String) -> Void, errors: @escaping @Sendable (String) -> Void
  ) {
    self.output = output
    self.errors = errors
  }

  /// Standard output and standard error, both unbuffered so that a warning comes out
  /// where it was written, between the lines around it. A stream that cannot be written
  /// (closed with `>&-`) loses what is written to it; the command goes on, and its exit
  /// status still says how it ended. (`FileHandle.write(_: Data)` would trap instead.)
  public static let standard = Console(
    output: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
    errors: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })

  /// Writes `line` and `terminator` to the output.
  func print(_ line: String = "", terminator: String = "\n") {
    output(line + terminator)
  }

  /// Writes `workbook: warning: <message>` to the errors: something went wrong that
  /// does not change the command's outcome.
  func warn(_ message: String) {
    errors("workbook: warning: \(message)\n")
  }
}
