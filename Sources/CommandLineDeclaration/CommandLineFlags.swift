/// The command-line rules every program of the package follows, in one place: a flag
/// takes its value as the next argument (`--port 8080`) or after `=` (`--port=8080`),
/// and may be given once; `--` ends the flags. The next argument is a flag's value only
/// when it is not a flag itself (see `value()`), so a forgotten value is reported, never
/// taken from the flag after it; after `=` anything is the value.
///
/// It is the word-by-word reader inside `CommandLineSpec.parse(_:)`, and only that
/// calls it: the programs (`workbook`, the chapters through TerminalKit's
/// `LaunchOptions`, `album-server` through `AlbumServerOptions`) declare a
/// `CommandLineSpec` and parse with it, so they accept the same spellings and refuse
/// with the same words.
public struct CommandLineFlags: Sendable {
  private var remaining: ArraySlice<String>
  private var seen: Set<String> = []
  private var inlineValue: String?
  /// The flag (or plain argument) just read: `--port` for `--port=8080`.
  public private(set) var name = ""

  public init(_ arguments: [String]) {
    remaining = arguments[...]
  }

  /// Reads the next argument and returns its name, or `nil` after the last.
  ///
  /// - Throws: `CommandLineError` when a flag is given a second time.
  public mutating func next() throws(CommandLineError) -> String? {
    guard let argument = remaining.popFirst() else { return nil }
    name = argument
    inlineValue = nil
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    if name.hasPrefix("-") && !seen.insert(name).inserted {
      throw CommandLineError("\(CommandLineText.excerpt(of: name)) given twice")
    }
    return name
  }

  /// The value of the flag just read: what follows its `=`, whatever it is, or the next
  /// argument unless that looks like a flag (`--no-build`, `-h`, `--`): in
  /// `--reference --no-build` the value was forgotten, and `--no-build` is not a folder.
  /// A value that starts with `-` is written after `=`: `--keys=-`, `--port=-1`.
  ///
  /// - Throws: `CommandLineError` when there is none.
  public mutating func value() throws(CommandLineError) -> String {
    if let inlineValue { return inlineValue }
    guard let next = remaining.first, !Self.isFlag(next) else {
      let flag = CommandLineText.excerpt(of: name)
      throw CommandLineError(
        "\(flag) needs a value"
          + (remaining.isEmpty ? "" : " (one that starts with '-' goes after '=': \(flag)=…)"))
    }
    remaining.removeFirst()
    return next
  }

  /// Whether `word` is read as a flag where a flag may stand: it starts with `-` and is
  /// more than `-` alone (which, by custom, names standard input and is a plain word).
  public static func isFlag(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-"
  }

  /// For a switch, a flag that takes no value (`--fresh`): refuses one given after `=`.
  ///
  /// - Throws: `CommandLineError` for `--fresh=yes`.
  public func refuseValue() throws(CommandLineError) {
    if inlineValue != nil {
      throw CommandLineError("\(CommandLineText.excerpt(of: name)) takes no value")
    }
  }

  /// What follows `--`: plain arguments, however they are spelled (`--`, `-x`).
  public mutating func rest() -> [String] {
    defer { remaining = [] }
    return Array(remaining)
  }
}
