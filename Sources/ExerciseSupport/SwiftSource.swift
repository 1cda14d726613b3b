import Foundation

/// Just enough of a Swift reader for checks that judge what a learner wrote rather
/// than what it does: comments and string literals are dropped (the code interpolated
/// into a string, `\(…)`, is kept), and the rest is split into words (a qualified name such as `MVC.AlbumView` is one word), with braces and
/// colons standing alone. It reads one file: what it cannot see (a name from another
/// file) it cannot judge, so a check that uses it reads the file the learner writes.
///
/// ```swift
/// let source = try SwiftSource(contentsOfFile: "FilmViewController.swift")
/// for (view, body) in source.declarations(extendingOrInheritingFrom: ["AlbumView"])
/// where source.body(body, names: "Film") { … }
/// ```
public struct SwiftSource {
  /// The code without comments and string literals' contents (the code interpolated
  /// into a literal follows it).
  private var code = ""
  private var words: [Substring] = []
  /// The identifiers of each line that declares a `typealias`.
  private var aliasLines: [[Substring]] = []

  public init(_ text: String) {
    var rest = Substring(text)
    code = Self.code(of: &rest, until: nil)
    aliasLines = code.split(separator: "\n").filter { $0.contains("typealias") }
      .map { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } }
    // A dot stays inside a word, so that `MVC.AlbumView` is one qualified name.
    words = code.split { !($0.isLetter || $0.isNumber || "_.{}:".contains($0)) }
      .flatMap { Self.splitBraces($0) }
  }

  /// Reads the Swift file at `path` (relative to the working directory).
  public init(contentsOfFile path: String) throws {
    self.init(try String(contentsOfFile: path, encoding: .utf8))
  }

  /// Every declaration that gives a type in `types` members: each `extension` of one
  /// (named plainly, qualified as `MVC.AlbumView`, or through a `typealias`), each
  /// `class`, `struct`, `enum`, `actor` or `protocol` whose header names one (a subclass,
  /// a protocol only they adopt), each protocol one of them conforms to (its
  /// extensions' members become theirs), and each extension constrained to `Self: T`.
  /// Every such declaration's name counts as one of `types` in turn. Each comes with the
  /// words of its body joined by spaces.
  public func declarations(extendingOrInheritingFrom types: Set<String>) -> [(
    name: String, body: String
  )] {
    let declarations = typeDeclarations()
    var known = names(aliasing: types)
    var grew = true
    while grew {
      grew = false
      for declaration in declarations where declaration.grows(known) {
        for name in [declaration.name] + declaration.adopted(byOneOf: known)
        where !known.contains(name) {
          known.insert(name)
          grew = true
        }
      }
      let aliases = names(aliasing: known)
      if aliases.count > known.count {
        known = aliases
        grew = true
      }
    }
    return declarations.filter { $0.extends(known) }.map {
      ("\($0.keyword) \($0.written)", $0.body.joined(separator: " "))
    }
  }

  /// One `extension`, `class`, `struct`, `enum`, `actor` or `protocol` of the file.
  private struct TypeDeclaration {
    var keyword: Substring
    /// The name as written: `MVC.AlbumView`.
    var written: Substring
    /// The words between the name and the opening brace: inheritance, `where` clauses.
    var header: ArraySlice<Substring>
    var body: ArraySlice<Substring>

    /// The name without its module: `AlbumView`.
    var name: String { String(written.split(separator: ".").last ?? written) }

    /// Whether its members belong to one of `types`.
    func extends(_ types: Set<String>) -> Bool {
      types.contains(name) || grows(types)
    }

    /// Whether it makes its own name one of `types`: a type that inherits from one, a
    /// protocol that refines one, an extension constrained to one (`where Self: T`).
    func grows(_ types: Set<String>) -> Bool {
      if keyword == "extension" {
        // `where Self: T` or `where Self == T` (the `==` is not kept as a word).
        return header.indices.contains { index in
          guard header[index] == "Self",
            let constraint = header[(index + 1)...].first(where: { $0 != ":" })
          else { return false }
          return types.contains(Self.lastComponent(constraint))
        }
      }
      return header.prefix { $0 != "where" }.contains { types.contains(Self.lastComponent($0)) }
    }

    /// The protocols it says one of `types` conforms to: `extension AlbumView: P`,
    /// `class Poster: AlbumView, P`.
    func adopted(byOneOf types: Set<String>) -> [String] {
      guard extends(types), header.first == ":" else { return [] }
      return header.dropFirst().prefix { $0 != "where" }.map(Self.lastComponent)
    }

    static func lastComponent(_ word: Substring) -> String {
      String(word.split(separator: ".").last ?? word)
    }
  }

  /// Every type declaration and extension of the file, nested ones included.
  private func typeDeclarations() -> [TypeDeclaration] {
    let keywords: Set<Substring> = ["extension", "class", "struct", "enum", "actor", "protocol"]
    // `class func`, `class var`: members, not types.
    let members: Set<Substring> = ["func", "var", "let", "subscript", "init", "deinit"]
    var found: [TypeDeclaration] = []
    for (index, word) in words.enumerated()
    where keywords.contains(word) && index + 1 < words.count && !members.contains(words[index + 1])
    {
      guard let open = words[(index + 2)...].firstIndex(where: { $0 == "{" || $0 == "}" }),
        words[open] == "{"
      else { continue }
      var depth = 0
      let body = words[open...].prefix { word in
        depth += word == "{" ? 1 : word == "}" ? -1 : 0
        return depth > 0
      }
      found.append(
        TypeDeclaration(
          keyword: word, written: words[index + 1], header: words[(index + 2)..<open],
          body: body))
    }
    return found
  }

  /// The views of TerminalKit and of chapter 1 (`AlbumView`, `FieldsView`): what a check
  /// that no view takes a model looks for.
  public static let viewTypes: Set<String> = [
    "View", "AlbumView", "FieldsView", "Label", "ImageView", "ActivityIndicatorView",
    "TableView", "TableViewCell", "Toolbar",
  ]

  /// The declarations of this file (as `declarations(extendingOrInheritingFrom:)` names
  /// them) that give one of `views` a member naming the type `model`: a view that
  /// takes, keeps or shows a model.
  public func viewDeclarations(naming model: String, views: Set<String> = viewTypes) -> [String] {
    declarations(extendingOrInheritingFrom: views).filter { body($0.body, names: model) }
      .map(\.name)
  }

  /// Every declaration of the file that code outside it can use (not `private` or
  /// `fileprivate`, itself or through the type or extension it stands in; not inside a
  /// function's body) and whose signature names one of `types` or a `typealias` of one:
  /// `var persistence: PersistencyManager`, `func parts() -> ChangeLog`, a `typealias`.
  /// Initialisers are left out: taking parts in is how a facade is made. Each comes as
  /// its keyword and name, `var persistence`.
  public func exposedDeclarations(naming types: Set<String>) -> [String] {
    let names = names(aliasing: types)
    let tokens = Self.tokens(code)
    var found: [String] = []
    var scopes: [Scope] = []
    var opening: Scope = .code
    for (index, token) in tokens.enumerated() {
      switch token {
      case "{":
        scopes.append(opening)
        opening = .code
        continue
      case "}":
        _ = scopes.popLast()
        opening = .code
        continue
      default: break
      }
      let modifiers = Self.modifiers(before: index, in: tokens)
      let isPrivate = Self.isPrivate(modifiers)
      if Self.typeKeywords.contains(token), tokens.indices.contains(index + 1),
        !Self.memberKeywords.contains(tokens[index + 1])
      {
        opening = .type(isPrivate: isPrivate || scopes.contains(.type(isPrivate: true)))
        continue
      }
      guard Self.memberKeywords.contains(token) || token == "typealias", token != "init",
        scopes.allSatisfy({ $0 == .type(isPrivate: false) }), !isPrivate
      else { continue }
      let signature = Self.signature(after: index, in: tokens, of: token)
      if signature.dropFirst().contains(where: {
        names.contains(String($0.split(separator: ".").last ?? $0))
      }) {
        found.append("\(token) \(signature.first ?? "")")
      }
    }
    return found
  }

  private enum Scope: Equatable {
    case code
    case type(isPrivate: Bool)
  }

  private static let typeKeywords: Set<Substring> = [
    "extension", "class", "struct", "enum", "actor", "protocol",
  ]
  private static let memberKeywords: Set<Substring> = [
    "func", "var", "let", "subscript", "init", "deinit", "case",
  ]

  /// The code's words, with `{`, `}`, `=`, `;` and line breaks as tokens of their own.
  private static func tokens(_ code: String) -> [Substring] {
    var tokens: [Substring] = []
    var start: String.Index?
    for index in code.indices {
      let character = code[index]
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        if start == nil { start = index }
        continue
      }
      if let begun = start { tokens.append(code[begun..<index]) }
      start = nil
      if "{}=;\n".contains(character) { tokens.append(code[index...index]) }
    }
    if let begun = start { tokens.append(code[begun...]) }
    return tokens
  }

  /// The words on the declaration's own line before `index`: its attributes and modifiers.
  private static func modifiers(before index: Int, in tokens: [Substring]) -> ArraySlice<Substring>
  {
    let start = tokens[..<index].lastIndex { ["{", "}", ";", "\n", "="].contains($0) }
    return tokens[((start ?? -1) + 1)..<index]
  }

  /// Whether `modifiers` hide a declaration from other files: `private` or `fileprivate`,
  /// but not `private(set)`, which hides only the setter.
  private static func isPrivate(_ modifiers: ArraySlice<Substring>) -> Bool {
    modifiers.indices.contains { index in
      ["private", "fileprivate"].contains(modifiers[index])
        && modifiers[(index + 1)...].first != "set"
    }
  }

  /// The declaration's name and type: up to its body's brace, or for a property, its
  /// initial value or the end of its line.
  private static func signature(after index: Int, in tokens: [Substring], of keyword: Substring)
    -> ArraySlice<Substring>
  {
    let ends: Set<Substring> =
      ["func", "subscript"].contains(keyword) ? ["{", ";"] : ["{", "=", ";", "\n"]
    let rest = tokens[(index + 1)...]
    return rest.prefix { !ends.contains($0) }.filter { $0 != "\n" }[...]
  }

  /// `names`, and every name a `typealias` of this file gives one of them (directly or
  /// through another alias), so that a check for a type's name is not dodged by
  /// renaming the type.
  public func names(aliasing names: Set<String>) -> Set<String> {
    var known = names
    var grew = true
    while grew {
      grew = false
      for line in aliasLines {
        guard let at = line.firstIndex(of: "typealias"), at + 1 < line.count else { continue }
        let alias = String(line[at + 1])
        if !known.contains(alias), line[(at + 2)...].contains(where: { known.contains(String($0)) })
        {
          known.insert(alias)
          grew = true
        }
      }
    }
    return known
  }

  /// Whether `body` (as `declarations(extendingOrInheritingFrom:)` gives it) names the
  /// type `name`, or a name this file gives it with a `typealias`.
  public func body(_ body: String, names name: String) -> Bool {
    let names = names(aliasing: [name])
    return body.contains(name)
      || body.split(whereSeparator: { $0 == " " || $0 == "." }).contains {
        names.contains(String($0))
      }
  }

  /// How many places in this file make an instance of `type`: a call of its initialiser
  /// by its name (`AppSettings()`, `AppSettings.init()`), by a `typealias` of it, by
  /// `Self`, or unnamed (`= .init()`, `type(of: x).init()`). An initialiser that hands
  /// on to another (`self.init`, `super.init`) makes no instance of its own, so it does
  /// not count. For a rule such as "one instance, made in one place".
  public func placesMaking(_ type: String) -> Int {
    let names = names(aliasing: [type]).union(["Self"])
    var count = 0
    var rest = Substring(code)
    while let first = rest.first {
      let before =
        rest.startIndex == code.startIndex ? nil : code[code.index(before: rest.startIndex)]
      let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
      let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if startsWord && names.contains(String(word)) {
        var after = rest.dropFirst(word.count).drop(while: \.isWhitespace)
        if after.hasPrefix(".init") { after = after.dropFirst(5).drop(while: \.isWhitespace) }
        if after.first == "(" { count += 1 }
      } else if first == "." && startsWord && rest.hasPrefix(".init")
        && rest.dropFirst(5).drop(while: \.isWhitespace).first == "("
      {
        count += 1
      }
      rest = rest.dropFirst(max(word.count, 1))
    }
    return count
  }

  /// Each place that asks a value its type while the program runs, outside comments and
  /// strings, as written: `as? Song`, `as! Song`, `is Song`, and a pattern's `as`
  /// (`case let song as Song`). A plain upcast (`song as SetListItem`) asks nothing. For
  /// a rule such as "dispatch by the compiler, never by asking".
  public var typeTests: [String] {
    let tokens = code.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!") }
    var found: [String] = []
    for (index, token) in tokens.enumerated() {
      let inPattern = token == "as" && tokens[max(0, index - 3)..<index].contains("case")
      guard ["as?", "as!", "is"].contains(token) || inPattern else { continue }
      found.append(index + 1 < tokens.count ? "\(token) \(tokens[index + 1])" : String(token))
    }
    return found
  }

  /// Each place that calls a function or method named one of `names`, by its name, in
  /// order: `albums.sorted(by: <)`, `lines.sort()`, `albums.map { … }` (a trailing
  /// closure). A declaration (`func sorted(`) and a name passed as a value
  /// (`.map(sorted)`) call nothing. For a rule such as "the albums are sorted in one
  /// place".
  public func calls(to names: Set<String>) -> [String] {
    let declaring: Set<Substring> = ["func", "var", "let", "case"]
    var found: [String] = []
    var previous: Substring = ""
    var rest = Substring(code)
    while !rest.isEmpty {
      let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !word.isEmpty else {
        if !rest.first!.isWhitespace { previous = rest.prefix(1) }
        rest = rest.dropFirst()
        continue
      }
      rest = rest.dropFirst(word.count)
      let next = rest.drop { $0 == " " || $0 == "\t" }.first
      if names.contains(String(word)), next == "(" || next == "{", !declaring.contains(previous) {
        found.append(String(word))
      }
      previous = word
    }
    return found
  }

  /// Each loop of the code, by its keyword, in order: `for` (a `for … in`, not an
  /// argument label such as `line(for album: Album)`) and `while` (a `repeat … while`
  /// counted by its `while`). For a rule such as "the albums are walked in one place".
  public var loops: [String] {
    let tokens = code.split { $0.isWhitespace }.flatMap { Self.splitPunctuation($0) }
    return tokens.indices.compactMap { index -> String? in
      guard tokens[index] == "for" || tokens[index] == "while" else { return nil }
      let next = index + 1 < tokens.count ? tokens[index + 1] : ""
      let previous = index > 0 ? tokens[index - 1] : ""
      guard next != ":", previous != "(", previous != ",", previous != "." else { return nil }
      return String(tokens[index])
    }
  }

  /// `word` split so that each character that is not part of a name stands alone.
  private static func splitPunctuation(_ word: Substring) -> [Substring] {
    var parts: [Substring] = []
    var start = word.startIndex
    for index in word.indices
    where !(word[index].isLetter || word[index].isNumber || word[index] == "_") {
      if start < index { parts.append(word[start..<index]) }
      parts.append(word[index...index])
      start = word.index(after: index)
    }
    if start < word.endIndex { parts.append(word[start...]) }
    return parts
  }

  /// The code at the start of `rest`, without comments and with each string literal
  /// as `""` followed by the code interpolated into it; up to the `)` that closes an
  /// interpolation when `closing` is one (which is consumed), else to the end.
  private static func code(of rest: inout Substring, until closing: Character?) -> String {
    var code = ""
    var depth = 0
    while let first = rest.first {
      if rest.hasPrefix("//") {
        rest = rest.drop { $0 != "\n" }
      } else if rest.hasPrefix("/*") {
        rest = rest.range(of: "*/").map { rest[$0.upperBound...] } ?? ""
      } else if first == "\"" {
        code += " \"\" " + skipString(&rest)
      } else {
        if first == closing && depth == 0 {
          rest = rest.dropFirst()
          return code
        }
        depth += first == "(" ? 1 : first == ")" ? -1 : 0
        code.append(first)
        rest = rest.dropFirst()
      }
    }
    return code
  }

  /// Moves `rest` past the string literal it starts with (one line or triple-quoted),
  /// and gives the code interpolated into it, each `\(…)` in parentheses of its own.
  private static func skipString(_ rest: inout Substring) -> String {
    let quote = rest.hasPrefix("\"\"\"") ? "\"\"\"" : "\""
    rest = rest.dropFirst(quote.count)
    var interpolated = ""
    while !rest.isEmpty && !rest.hasPrefix(quote) {
      if rest.hasPrefix("\\(") {
        rest = rest.dropFirst(2)
        interpolated += " (" + code(of: &rest, until: ")") + ") "
      } else {
        rest = rest.dropFirst(rest.first == "\\" ? 2 : 1)
      }
    }
    rest = rest.dropFirst(quote.count)
    return interpolated
  }

  /// `Name{`, `}`, `X:` split so that braces and colons stand alone.
  private static func splitBraces(_ word: Substring) -> [Substring] {
    var parts: [Substring] = []
    var start = word.startIndex
    for index in word.indices where "{}:".contains(word[index]) {
      if start < index { parts.append(word[start..<index]) }
      parts.append(word[index...index])
      start = word.index(after: index)
    }
    if start < word.endIndex { parts.append(word[start...]) }
    return parts
  }
}
