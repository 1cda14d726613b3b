extension CommandLineSpec {
  /// The help text, made from the declaration: a usage line, the overview, each group
  /// of subcommands with their arguments, flags and help, the flags, then the
  /// epilogue. A program without subcommands shows its flags' synopsis in the usage
  /// line and lists them under OPTIONS.
  public var usage: String {
    let single = hasSubcommands ? nil : command(named: "")
    let words = single.map { synopsis(ofWordsOf: $0) } ?? "[<command>] [<options>]"
    // A long synopsis goes on under itself, lined up after the program's name.
    let lead = "USAGE: \(program) "
    var lines = Self.wrap(words, width: Self.width - lead.count, keepingTogether: true)
      .enumerated().map { index, line in
        (index == 0 ? lead : String(repeating: " ", count: lead.count)) + line
      }
    // The overview is prose too, each paragraph filled to the width.
    for paragraph in Self.paragraphs(of: overview) {
      lines += [""] + Self.wrap(paragraph, width: Self.width)
    }
    var groups: [String] = []
    for command in commands where single == nil && !groups.contains(command.group) {
      groups.append(command.group)
    }
    for group in groups {
      lines += ["", "\(group):"]
      for command in commands where command.group == group {
        lines += Self.entry(synopsis(of: command), command.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for flag in (single?.flags ?? []) + commonFlags {
      lines += Self.entry(Self.synopsis(of: flag), flag.help)
    }
    lines += Self.entry("-h, --help", "Show this help.")
    return lines.joined(separator: "\n") + "\n" + (epilogue.isEmpty ? "" : "\n" + epilogue)
  }

  /// What a program prints for a command line it refuses, after `name: error:`: the
  /// whole usage when the command was not understood, otherwise where the help is.
  public func refusal(_ error: CommandLineError, by name: String) -> String {
    "\(name): error: \(error.message)\n"
      + (error.showsUsage ? "\n" + usage : "(\(program) --help shows the usage)\n")
  }

  /// The widest line of the help, as a terminal's usual 80 columns.
  static let width = 80

  /// `text` in lines of at most `width` characters, broken between words (a word
  /// longer than the width gets a line of its own). Kept together, a bracketed group
  /// (`[--size WxH]`) is one word.
  static func wrap(_ text: String, width: Int, keepingTogether: Bool = false) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ") {
      if keepingTogether, let last = words.last, last.hasPrefix("["), !last.hasSuffix("]") {
        words[words.count - 1] += " " + word
      } else {
        words.append(String(word))
      }
    }
    var lines: [String] = []
    for word in words {
      if let last = lines.last, last.count + 1 + word.count <= width {
        lines[lines.count - 1] += " " + word
      } else {
        lines.append(word)
      }
    }
    return lines.isEmpty ? [""] : lines
  }

  /// `check [ID] [--json]`, or `(no command)` for the unnamed one.
  public func synopsis(of command: Subcommand) -> String {
    ([command.name.isEmpty ? "(no command)" : command.name] + [synopsis(ofWordsOf: command)])
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// `[ID] [--json]`: the command's arguments and flags, optional ones in brackets.
  private func synopsis(ofWordsOf command: Subcommand) -> String {
    let arguments = command.arguments.map { $0.isRequired ? $0.name : "[\($0.name)]" }
    let flags = command.flags.map {
      $0.isRequired ? Self.synopsis(of: $0) : "[\(Self.synopsis(of: $0))]"
    }
    return (arguments + flags).joined(separator: " ")
  }

  private static func synopsis(of flag: Flag) -> String {
    flag.valueName.map { "\(flag.name) \($0)" } ?? flag.name
  }

  /// `  name   help`, with the help in a column; a long name puts the help on the next
  /// line. The help is prose, filled to the width: a line break in it is a space, and
  /// only a blank line starts a new line.
  private static func entry(_ name: String, _ help: String) -> [String] {
    let column = 23
    let helpLines = paragraphs(of: help).flatMap { wrap($0, width: width - column) }
      .map { String(repeating: " ", count: column) + $0 }
    let lead = "  " + name
    guard lead.count < column - 1, var first = helpLines.first else { return [lead] + helpLines }
    first.replaceSubrange(
      first.startIndex..<first.index(first.startIndex, offsetBy: lead.count), with: lead)
    return [first] + helpLines.dropFirst()
  }

  /// The paragraphs of `text` (split at blank lines), each on one line.
  static func paragraphs(of text: String) -> [String] {
    var paragraphs = [""]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        paragraphs.append("")
      } else {
        paragraphs[paragraphs.count - 1] += (paragraphs.last!.isEmpty ? "" : " ") + line
      }
    }
    return paragraphs.filter { !$0.isEmpty }
  }
}
