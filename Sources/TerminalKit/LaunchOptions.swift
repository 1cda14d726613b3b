import CommandLineDeclaration

/// What the command line asked for.
public struct LaunchOptions: Sendable, Equatable {
  /// `--size WxH`: the screen size, instead of the terminal's (80x24 when printed).
  public var size: Size?
  /// `--keys "…"`: keys to replay before printing the screen.
  public var keys: [Key]?
  public var wantsHelp = false
  /// Values of the chapter's own flags, by flag name (`"--server"`).
  public var values: [String: String] = [:]

  public init() {}

  /// The largest `--size` accepted, in each direction.
  public static let maximumDimension = 1000

  /// The flags every chapter program has; a chapter adds its own after them.
  public static let commonFlags = [
    Flag(
      "--size", valueName: "WxH",
      help: "Screen size (default: the terminal's; \(Application.defaultSize) when printed)."),
    Flag(
      "--keys", valueName: "KEYS",
      help: """
        Press these keys, then print the screen. Space-separated:
        left right up down enter esc tab space backspace, or a
        character; click:X,Y clicks column X, row Y (from 0).
        """),
  ]

  /// A chapter program's command line, declared once: its help and its parser are both
  /// made from it.
  ///
  /// - Parameters:
  ///   - program: how it is run, for the usage line: `swift run chapter-mvc`.
  ///   - summary: one line saying what the program shows.
  ///   - flags: the chapter's own flags, after `commonFlags`.
  public static func commandLine(program: String, summary: String, flags: [Flag] = [])
    -> CommandLineSpec
  {
    CommandLineSpec(
      program: program,
      overview: summary + "\n\n"
        + "In a terminal the app is interactive; piped or redirected it prints one screen.",
      flags: commonFlags + flags)
  }

  /// Reads `arguments` (without the program name) against `commandLine`.
  ///
  /// - Throws: `CommandLineError` for a command line the declaration does not allow, or
  ///   a `--size` or `--keys` that cannot be read.
  public static func parse(_ arguments: [String], by commandLine: CommandLineSpec)
    throws(CommandLineError) -> LaunchOptions
  {
    let parsed = try commandLine.parse(arguments)
    var options = LaunchOptions()
    options.wantsHelp = parsed.wantsHelp
    guard !parsed.wantsHelp else { return options }
    options.values = parsed.flags.filter { name, _ in !commonFlags.contains { $0.name == name } }
    options.size = try parsed.flags["--size"].map(parseSize)
    options.keys = try parsed.flags["--keys"].map(parseKeys)
    return options
  }

  /// `80x24` → 80 columns, 24 rows.
  public static func parseSize(_ text: String) throws(CommandLineError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...maximumDimension).contains(width), (1...maximumDimension).contains(height)
    else {
      throw CommandLineError(
        "malformed size '\(CommandLineText.excerpt(of: text))': expected WIDTHxHEIGHT, each 1 to \(maximumDimension), "
          + "such as 80x24")
    }
    return Size(width: width, height: height)
  }

  /// `"right right d q"` → the four keys. Names are listed in `Key.names`; any single
  /// character stands for itself.
  public static func parseKeys(_ text: String) throws(CommandLineError) -> [Key] {
    var keys: [Key] = []
    for word in text.split(whereSeparator: \.isWhitespace) {
      guard let key = Key(name: String(word)) else {
        throw CommandLineError(
          "unknown key '\(CommandLineText.excerpt(of: word))': use a single character or one of "
            + Key.names.keys.sorted().joined(separator: ", ") + ", or click:X,Y")
      }
      keys.append(key)
    }
    return keys
  }

}
