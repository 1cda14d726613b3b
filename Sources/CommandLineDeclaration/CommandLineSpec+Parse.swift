extension CommandLineSpec {
  /// Reads `words` (the command line without the program's name) against the
  /// declaration.
  ///
  /// The first word names the subcommand unless it starts with `-`. Throws a
  /// `CommandLineError` for an unknown subcommand or flag, a flag given twice, a switch
  /// given a value, a flag without its value, a required flag left out, a missing argument or one too many.
  public func parse(_ words: [String]) throws(CommandLineError) -> ParsedCommandLine {
    var remaining = words[...]
    var name = ""
    if let first = remaining.first, !first.hasPrefix("-") {
      name = first
      remaining = remaining.dropFirst()
    }
    if name == "help" { return ParsedCommandLine(command: "", wantsHelp: true) }
    guard let command = command(named: name) else {
      throw CommandLineError("unknown command '\(name)'", showsUsage: true)
    }
    var parsed = ParsedCommandLine(command: name)
    var positional: [String] = []
    while let word = remaining.popFirst() {
      guard word.hasPrefix("-"), word != "-" else {
        positional.append(word)
        continue
      }
      if word == "-h" || word == "--help" {
        parsed.wantsHelp = true
        continue
      }
      let (flagName, value) = try readFlag(word, of: command, from: &remaining)
      guard parsed.flags.updateValue(value, forKey: flagName) == nil else {
        throw CommandLineError("\(flagName) given twice")
      }
    }
    if parsed.wantsHelp { return parsed }
    if let missing = command.flags.first(where: { $0.isRequired && !parsed.has($0.name) }) {
      throw CommandLineError("\(name) needs \(missing.name)")
    }
    parsed.arguments = try match(positional, to: command)
    return parsed
  }

  /// One flag and its value (empty for a switch), the value taken from after `=` or
  /// from the next word.
  private func readFlag(
    _ word: String, of command: Subcommand, from remaining: inout ArraySlice<String>
  ) throws(CommandLineError) -> (String, String) {
    var name = word
    var inline: String?
    if let equals = word.firstIndex(of: "=") {
      name = String(word[..<equals])
      inline = String(word[word.index(after: equals)...])
    }
    guard let flag = (command.flags + commonFlags).first(where: { $0.name == name }) else {
      let owner = command.name.isEmpty ? program : command.name
      throw CommandLineError("unknown option '\(name)' for \(owner)")
    }
    guard flag.valueName != nil else {
      if inline != nil { throw CommandLineError("\(name) takes no value") }
      return (name, "")
    }
    if let inline { return (name, inline) }
    guard let next = remaining.popFirst() else {
      throw CommandLineError("\(name) needs a value (\(flag.valueName!))")
    }
    return (name, next)
  }

  private func match(_ positional: [String], to command: Subcommand) throws(CommandLineError)
    -> [String: String]
  {
    guard positional.count <= command.arguments.count else {
      throw CommandLineError("unexpected argument '\(positional[command.arguments.count])'")
    }
    var arguments: [String: String] = [:]
    for (index, argument) in command.arguments.enumerated() {
      if index < positional.count {
        arguments[argument.name] = positional[index]
      } else if argument.isRequired {
        throw CommandLineError("\(command.name) needs \(argument.name)")
      }
    }
    return arguments
  }
}
