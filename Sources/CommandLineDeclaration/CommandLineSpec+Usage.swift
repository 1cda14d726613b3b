extension CommandLineSpec {
  /// The help text, made from the declaration: a usage line, each group of
  /// subcommands with their arguments, flags and help, the common flags, then the
  /// epilogue.
  public var usage: String {
    var lines = ["USAGE: \(program) [<command>] [<options>]"]
    var groups: [String] = []
    for command in commands where !groups.contains(command.group) {
      groups.append(command.group)
    }
    for group in groups {
      lines += ["", "\(group):"]
      for command in commands where command.group == group {
        lines += Self.entry(synopsis(of: command), command.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for flag in commonFlags {
      lines += Self.entry(Self.synopsis(of: flag), flag.help)
    }
    lines += Self.entry("-h, --help", "Show this help.")
    return lines.joined(separator: "\n") + "\n" + (epilogue.isEmpty ? "" : "\n" + epilogue)
  }

  /// `check [ID] [--json]`, or `(no command)` for the unnamed one.
  public func synopsis(of command: Subcommand) -> String {
    var words = command.name.isEmpty ? ["(no command)"] : [command.name]
    words += command.arguments.map { $0.isRequired ? $0.name : "[\($0.name)]" }
    words += command.flags.map {
      $0.isRequired ? Self.synopsis(of: $0) : "[\(Self.synopsis(of: $0))]"
    }
    return words.joined(separator: " ")
  }

  private static func synopsis(of flag: Flag) -> String {
    flag.valueName.map { "\(flag.name) \($0)" } ?? flag.name
  }

  /// `  name   help`, with the help in a column; a long name puts the help on the next
  /// line, and each line of a multi-line help lines up under the first.
  private static func entry(_ name: String, _ help: String) -> [String] {
    let column = 23
    let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false).map {
      String(repeating: " ", count: column) + $0
    }
    let lead = "  " + name
    guard lead.count < column - 1, var first = helpLines.first else { return [lead] + helpLines }
    first.replaceSubrange(
      first.startIndex..<first.index(first.startIndex, offsetBy: lead.count), with: lead)
    return [first] + helpLines.dropFirst()
  }
}
