import CommandLineDeclaration

/// A command-line flag a chapter adds to the ones every app has.
public struct OptionSpec: Sendable {
  /// The flag, with its dashes: `--server`.
  public var name: String
  /// What the value is, for the usage text: `URL`.
  public var valueName: String
  public var help: String
  /// Whether the flag is followed by a value; a flag that is not (`--fresh`) is recorded
  /// in `LaunchOptions.values` with an empty value.
  public var takesValue = true

  public init(name: String, valueName: String, help: String) {
    self.name = name
    self.valueName = valueName
    self.help = help
  }

  /// A flag without a value: `OptionSpec(flag: "--fresh", help: "…")`.
  public init(flag name: String, help: String) {
    self.init(name: name, valueName: "", help: help)
    takesValue = false
  }
}

/// Something wrong with the command line. The app prints it with the usage and exits 2.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}

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

  /// Reads `arguments` (without the program name) by the rules of `CommandLineFlags`.
  public static func parse(_ arguments: [String], extraOptions: [OptionSpec] = [])
    throws(UsageError) -> LaunchOptions
  {
    var options = LaunchOptions()
    var flags = CommandLineFlags(arguments)
    while let name = try usage({ () throws(CommandLineError) in try flags.next() }) {
      switch name {
      case "-h", "--help":
        options.wantsHelp = true
      case "--size":
        options.size = try parseSize(usage { () throws(CommandLineError) in try flags.value() })
      case "--keys":
        options.keys = try parseKeys(usage { () throws(CommandLineError) in try flags.value() })
      default:
        guard let spec = extraOptions.first(where: { $0.name == name }) else {
          throw UsageError(flags.unknown.message)
        }
        if spec.takesValue {
          options.values[name] = try usage { () throws(CommandLineError) in try flags.value() }
        } else {
          try usage { () throws(CommandLineError) in try flags.refuseValue() }
          options.values[name] = ""
        }
      }
    }
    return options
  }

  /// What `read` returns, its error said as this kit's `UsageError`.
  private static func usage<Value>(_ read: () throws(CommandLineError) -> Value)
    throws(UsageError) -> Value
  {
    do {
      return try read()
    } catch {
      throw UsageError(error.message)
    }
  }

  /// `80x24` → 80 columns, 24 rows.
  public static func parseSize(_ text: String) throws(UsageError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...maximumDimension).contains(width), (1...maximumDimension).contains(height)
    else {
      throw UsageError(
        "malformed size '\(CommandLineText.excerpt(of: text))': expected WIDTHxHEIGHT, each 1 to \(maximumDimension), "
          + "such as 80x24")
    }
    return Size(width: width, height: height)
  }

  /// `"right right d q"` → the four keys. Names are listed in `Key.names`; any single
  /// character stands for itself.
  public static func parseKeys(_ text: String) throws(UsageError) -> [Key] {
    var keys: [Key] = []
    for word in text.split(whereSeparator: \.isWhitespace) {
      guard let key = Key(name: String(word)) else {
        throw UsageError(
          "unknown key '\(CommandLineText.excerpt(of: word))': use a single character or one of "
            + Key.names.keys.sorted().joined(separator: ", ") + ", or click:X,Y")
      }
      keys.append(key)
    }
    return keys
  }

}
