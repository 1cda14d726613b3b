extension CommandLineSpec {
  /// Reads `words` (the command line without the program's name) against the
  /// declaration, by the rules of `CommandLineFlags`.
  ///
  /// The first word names the subcommand unless it starts with `-`. After `--`, every
  /// word is an argument, even one that starts with `-` (POSIX's convention). An
  /// unknown subcommand or flag, or a word too many, is refused with the whole usage
  /// (the command was not understood); the rest with a pointer to it. Throws a
  /// `CommandLineError` for an unknown subcommand or flag, a flag given twice, a switch
  /// (`--help` too) given a value, a flag without its value, a required flag left out,
  /// a missing argument or one too many.
  public func parse(_ words: [String]) throws(CommandLineError) -> ParsedCommandLine {
    var remaining = words[...]
    var name = ""
    if hasSubcommands, let first = remaining.first, !first.hasPrefix("-") {
      name = first
      remaining = remaining.dropFirst()
    }
    if hasSubcommands, name == "help" { return ParsedCommandLine(command: "", wantsHelp: true) }
    guard let command = command(named: name) else {
      throw CommandLineError(
        "unknown command '\(CommandLineText.excerpt(of: name))'", showsUsage: true)
    }
    var parsed = ParsedCommandLine(command: name)
    var positional: [String] = []
    var flags = CommandLineFlags(Array(remaining))
    while let word = try flags.next() {
      if word == "--" {
        try flags.refuseValue()
        positional += flags.rest()
        break
      }
      guard CommandLineFlags.isFlag(word) else {
        positional.append(word)
        continue
      }
      if word == "-h" || word == "--help" {
        try flags.refuseValue()
        parsed.wantsHelp = true
        continue
      }
      guard let flag = (command.flags + commonFlags).first(where: { $0.name == word }) else {
        throw CommandLineError(
          "unknown option '\(CommandLineText.excerpt(of: word))'"
            + (hasSubcommands ? " for " + caller(of: command) : ""),
          showsUsage: true)
      }
      if flag.valueName == nil {
        try flags.refuseValue()
        parsed.flags[word] = ""
      } else {
        parsed.flags[word] = try flags.value()
      }
    }
    if parsed.wantsHelp { return parsed }
    if let missing = command.flags.first(where: { $0.isRequired && !parsed.has($0.name) }) {
      throw CommandLineError("\(caller(of: command)) needs \(missing.name)")
    }
    parsed.arguments = try match(positional, to: command)
    return parsed
  }

  private func match(_ positional: [String], to command: Subcommand) throws(CommandLineError)
    -> [String: String]
  {
    guard positional.count <= command.arguments.count else {
      throw CommandLineError(
        "unexpected argument '\(CommandLineText.excerpt(of: positional[command.arguments.count]))'",
        showsUsage: true)
    }
    var arguments: [String: String] = [:]
    for (index, argument) in command.arguments.enumerated() {
      if index < positional.count {
        arguments[argument.name] = positional[index]
      } else if argument.isRequired {
        throw CommandLineError("\(caller(of: command)) needs \(argument.name)")
      }
    }
    return arguments
  }

  /// What a message calls `command`: its name, or the program's for the unnamed one.
  private func caller(of command: Subcommand) -> String {
    command.name.isEmpty ? program : command.name
  }
}
