/// What a command line asked for, parsed by `CommandLineSpec.parse(_:)`.
public struct ParsedCommandLine: Sendable, Equatable {
  /// The subcommand's name; empty for none.
  public var command: String
  /// The arguments, by their declared names (`"ID": "mvc-1"`).
  public var arguments: [String: String]
  /// The flags given, by name, with their values; a switch's value is empty.
  public var flags: [String: String]
  /// `-h`, `--help` or `help`: show the help and do nothing else.
  public var wantsHelp: Bool

  public init(
    command: String, arguments: [String: String] = [:], flags: [String: String] = [:],
    wantsHelp: Bool = false
  ) {
    self.command = command
    self.arguments = arguments
    self.flags = flags
    self.wantsHelp = wantsHelp
  }

  /// Whether the switch or flag `name` was given.
  public func has(_ name: String) -> Bool { flags[name] != nil }
}

/// A command line the declaration does not allow. It carries the exit status the
/// program ends with (2, as for every usage error) and whether the whole usage helps.
public struct CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public var exitStatus: Int32
  /// True when the command itself was not understood, so the list of commands helps;
  /// false when a pointer to the help is enough.
  public var showsUsage: Bool

  /// The exit status of a command line that is wrong, in every program of the package.
  public static let usageExitStatus: Int32 = 2

  public init(
    _ message: String, exitStatus: Int32 = CommandLineError.usageExitStatus,
    showsUsage: Bool = false
  ) {
    self.message = message
    self.exitStatus = exitStatus
    self.showsUsage = showsUsage
  }

  public var description: String { message }
}
