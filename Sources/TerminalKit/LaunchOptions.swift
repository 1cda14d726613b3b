/// A command-line flag a chapter adds to the ones every app has.
public struct OptionSpec: Sendable {
  /// The flag, with its dashes: `--server`.
  public var name: String
  /// What the value is, for the usage text: `URL`.
  public var valueName: String
  public var help: String

  public init(name: String, valueName: String, help: String) {
    self.name = name
    self.valueName = valueName
    self.help = help
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
    while let name = try flags.next() {
      switch name {
      case "-h", "--help":
        options.wantsHelp = true
      case "--size":
        options.size = try parseSize(flags.value())
      case "--keys":
        options.keys = try parseKeys(flags.value())
      default:
        guard extraOptions.contains(where: { $0.name == name }) else { throw flags.unknown }
        options.values[name] = try flags.value()
      }
    }
    return options
  }

  /// `80x24` → 80 columns, 24 rows.
  public static func parseSize(_ text: String) throws(UsageError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...maximumDimension).contains(width), (1...maximumDimension).contains(height)
    else {
      throw UsageError(
        "malformed size '\(excerpt(of: text[...]))': expected WIDTHxHEIGHT, each 1 to \(maximumDimension), "
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
          "unknown key '\(excerpt(of: word))': use a single character or one of "
            + Key.names.keys.sorted().joined(separator: ", ") + ", or click:X,Y")
      }
      keys.append(key)
    }
    return keys
  }

  /// The longest text an error message repeats back whole.
  static let excerptLength = 40

  /// `text` as an error message can repeat it: its start with an ellipsis and its length
  /// when it is too long to read, control characters escaped so they cannot act on the
  /// terminal.
  public static func excerpt(of text: Substring) -> String {
    let shown = text.prefix(excerptLength).unicodeScalars.map {
      $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
    }.joined()
    guard text.count > excerptLength else { return shown }
    return "\(shown)… (\(text.count) characters)"
  }
}
