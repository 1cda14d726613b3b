/// A program's command line, declared once: its subcommands (or, for a program without
/// any, its arguments and flags) with their help. The parser (`parse(_:)`) and the help
/// text (`usage`) are both made from this declaration, so they cannot disagree.
///
/// ```swift
/// let spec = CommandLineSpec(program: "swift run workbook", commands: [
///   Subcommand("check", arguments: [.init("ID", isRequired: false)],
///              flags: [.init("--json", help: "…")], help: "Check one exercise."),
/// ])
/// let parsed = try spec.parse(["check", "mvc-1", "--json"])
/// ```
///
/// One rule set for every program that uses it: a flag's value follows it as the next
/// word or after `=` (`--size 80x24`, `--size=80x24`), and a next word that starts with
/// `-` (other than `-` alone) is a flag, never a value, so a value that does goes after
/// `=` (`--keys=-`); a switch takes no value; a flag given twice is refused; `--` ends
/// the flags; `-h` or `--help` anywhere (and, for a
/// program with subcommands, `help` as the first word) asks for the help.
public struct CommandLineSpec: Sendable {
  /// How the program is run, for the usage line: `swift run workbook`.
  public var program: String
  /// What the program does, under the usage line; may be empty. Prose: each paragraph
  /// (paragraphs are parted by a blank line) is filled to the help's width.
  public var overview: String
  public var commands: [Subcommand]
  /// Flags every subcommand accepts.
  public var commonFlags: [Flag]
  /// Text after the generated sections: exit statuses, where to run it.
  public var epilogue: String

  public init(
    program: String, overview: String = "", commands: [Subcommand], commonFlags: [Flag] = [],
    epilogue: String = ""
  ) {
    self.program = program
    self.overview = overview
    self.commands = commands
    self.commonFlags = commonFlags
    self.epilogue = epilogue
  }

  /// A program without subcommands: flags (and arguments) only, as `album-server
  /// --port N` and the chapter programs take. Its help lists the flags under OPTIONS.
  public init(
    program: String, overview: String, arguments: [Argument] = [], flags: [Flag],
    epilogue: String = ""
  ) {
    self.init(
      program: program, overview: overview,
      commands: [Subcommand("", arguments: arguments, flags: flags, help: overview)],
      epilogue: epilogue)
  }

  /// Whether the first word may name a subcommand. Without any, a first word that is
  /// not a flag is an argument like any other.
  public var hasSubcommands: Bool {
    commands.contains { !$0.name.isEmpty }
  }

  /// The subcommand called `name`; `""` is the one run without a name.
  public func command(named name: String) -> Subcommand? {
    commands.first { $0.name == name }
  }
}

/// One subcommand: what it is called, what it takes, and its help (prose, filled to the
/// help's width).
public struct Subcommand: Sendable {
  /// `check`; empty for what the program does when no subcommand is named.
  public var name: String
  public var arguments: [Argument]
  public var flags: [Flag]
  public var help: String
  /// The heading it is listed under in the help: `EXERCISES`.
  public var group: String

  public init(
    _ name: String, arguments: [Argument] = [], flags: [Flag] = [], help: String,
    group: String = "COMMANDS"
  ) {
    self.name = name
    self.arguments = arguments
    self.flags = flags
    self.help = help
    self.group = group
  }
}

/// A word after the subcommand that is not a flag: `ID` in `check ID`.
public struct Argument: Sendable, Equatable {
  public var name: String
  public var isRequired: Bool

  public init(_ name: String, isRequired: Bool = true) {
    self.name = name
    self.isRequired = isRequired
  }
}

/// A flag: a switch (`--json`) or one that takes a value (`--size WxH`).
public struct Flag: Sendable, Equatable {
  /// With its dashes: `--json`. `-h`/`--help` are every program's and need no declaring.
  public var name: String
  /// What the value is, for the help (`WxH`); `nil` for a switch.
  public var valueName: String?
  public var help: String
  /// A flag the command cannot do without: `report --json`.
  public var isRequired: Bool

  public init(_ name: String, valueName: String? = nil, help: String, isRequired: Bool = false) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.isRequired = isRequired
  }
}
