import Foundation

/// Names that a learner's code may not give the linker. A module's declarations are
/// known to the linker by mangled names that carry the module's own name, so nothing a
/// learner declares can stand in for the check library's code or the C library's. A
/// few attributes break that rule: they give a declaration a plain C name (`@_cdecl`,
/// `@c`, `@_silgen_name`), put it in a section the loader runs (`@section`, `@used`),
/// or make it the program's entry (`@main`). One `@_cdecl("write")` in a learner's file
/// replaces the C library's `write` for the whole program, the check library's result
/// lines included.
///
/// So both what the learner wrote and what the compiler made of it are read: the
/// source for those attributes (and every underscored one, which are the compiler's
/// own and not the language), by a plain scan that no string or comment can hide them
/// from; and the compiled object for every symbol it defines outside the module's
/// names and every section the loader would run. Either refuses the code before any
/// check runs, with the line or the symbol.
enum ForeignSymbols {
  /// The attributes refused besides the underscored ones.
  static let refusedAttributes: Set<String> = [
    "c", "used", "section", "main", "extern", "implementation", "objc",
  ]

  /// One reason to refuse, as the learner reads it.
  struct Finding: Equatable, CustomStringConvertible {
    /// `Answer.swift:12`, or `nil` for a symbol no line of the learner's names.
    var place: String?
    var what: String

    var description: String { place.map { "\($0): \(what)" } ?? what }
  }

  /// The refused attributes in `text`, the file `name`, with their lines. Strings and
  /// comments count too: a scan that skipped them could be fooled into skipping code
  /// (a regular expression literal `/"/` looks like the start of a string), and a
  /// learner who meant only to mention one can reword the line.
  static func attributes(in text: String, file name: String) -> [Finding] {
    var findings: [Finding] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var rest = line[...]
      while let at = rest.firstIndex(of: "@") {
        rest = rest[rest.index(after: at)...]
        let word = attributeName(after: rest)
        if word.hasPrefix("_") || refusedAttributes.contains(word) {
          findings.append(
            Finding(place: "\(name):\(number + 1)", what: "@\(word) \(Self.why(word))"))
        }
      }
    }
    return findings
  }

  /// The attribute's name after an `@`: spaces and a backtick allowed before it, as the
  /// compiler allows them.
  private static func attributeName(after text: Substring) -> String {
    let name = text.drop { $0 == " " || $0 == "\t" || $0 == "`" }
    return String(name.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
  }

  private static func why(_ attribute: String) -> String {
    switch attribute {
    case "main": "makes a learner's file the program's entry, in place of the checks'"
    case "used", "section", "_used", "_section":
      "places code or data where the loader finds it, outside the module's names"
    default: "gives a declaration a name outside the module's own"
    }
  }

  /// What `object`, the compiled module `module`, defines outside the module's names,
  /// and the sections of it the loader would run. Each symbol is placed at the first
  /// line of `sources` (name and text) that spells it, when one does.
  ///
  /// A symbol the program can see must be one of the module's: Swift-mangled, and
  /// owned by the module (its declarations, its extensions of other types, its
  /// conformances). The attributes that name a symbol (`@_cdecl`, `@c`, `@_silgen_name`)
  /// all make one of those. The exception is the compiler's weak, hidden copies, made
  /// in every object that needs one (a specialisation, an outlined copy, a runtime
  /// helper such as `swift_willThrowTyped`): hidden, no library the program loads sees
  /// them, and weak, one copy wins at link time; and no attribute makes one.
  static func judge(
    _ object: ObjectFile, module: String, sources: [(name: String, text: String)],
    demangle: ([String]) throws -> [String]
  ) rethrows -> [Finding] {
    let prefix = "$s\(module.utf8.count)\(module)"
    var suspects: [String] = []
    var findings: [Finding] = []
    for symbol in object.definedGlobals where !symbol.name.hasPrefix(prefix) {
      if symbol.binding == .weak && symbol.isHidden { continue }
      if symbol.name.hasPrefix("$s") {
        suspects.append(symbol.name)
      } else {
        findings.append(finding(symbol.name, "a C name", sources))
      }
    }
    if !suspects.isEmpty {
      for (symbol, readable) in zip(suspects, try demangle(suspects))
      where !ownedBy(module, readable) {
        findings.append(finding(symbol, "not a name of module \(module) (\(readable))", sources))
      }
    }
    for section in object.startupSections {
      findings.append(
        Finding(place: nil, what: "a section the loader runs before the checks, \(section)"))
    }
    return findings
  }

  /// Whether the demangled symbol `readable` names a declaration of `module`, an
  /// extension in it, or a conformance it declares.
  static func ownedBy(_ module: String, _ readable: String) -> Bool {
    if readable.contains("(extension in \(module))") || readable.hasSuffix(" in \(module)") {
      return true
    }
    // `Exercise.Film…`, at the start or after a separator: not `Other.Exercise.Film`.
    var rest = readable[...]
    while let found = rest.range(of: "\(module).") {
      let before =
        found.lowerBound == readable.startIndex
        ? nil : readable[readable.index(before: found.lowerBound)]
      if before.map({ " (<[,:".contains($0) }) ?? true { return true }
      rest = readable[found.upperBound...]
    }
    return false
  }

  private static func finding(
    _ symbol: String, _ what: String, _ sources: [(name: String, text: String)]
  ) -> Finding {
    for (name, text) in sources {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line.contains(symbol)
      {
        return Finding(
          place: "\(name):\(number + 1)", what: "defines the symbol `\(symbol)`, \(what)")
      }
    }
    return Finding(place: nil, what: "the compiled code defines the symbol `\(symbol)`, \(what)")
  }
}
