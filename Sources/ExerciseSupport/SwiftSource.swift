import Foundation

/// Just enough of a Swift reader for checks that judge what a learner wrote rather
/// than what it does: comments and string literals are dropped, and the rest is split
/// into words, with braces and colons standing alone.
///
/// ```swift
/// let source = try SwiftSource(contentsOfFile: "FilmViewController.swift")
/// for (view, body) in source.declarations(extendingOrInheritingFrom: ["AlbumView"])
/// where source.body(body, names: "Film") { … }
/// ```
public struct SwiftSource {
  private var words: [Substring] = []
  /// The identifiers of each line that declares a `typealias`.
  private var aliasLines: [[Substring]] = []

  public init(_ text: String) {
    var code = ""
    var rest = Substring(text)
    while let first = rest.first {
      if rest.hasPrefix("//") {
        rest = rest.drop { $0 != "\n" }
      } else if rest.hasPrefix("/*") {
        rest = rest.range(of: "*/").map { rest[$0.upperBound...] } ?? ""
      } else if first == "\"" {
        rest = Self.skipString(rest)
        code += " \"\" "
      } else {
        code.append(first)
        rest = rest.dropFirst()
      }
    }
    aliasLines = code.split(separator: "\n").filter { $0.contains("typealias") }
      .map { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } }
    words = code.split { !($0.isLetter || $0.isNumber || $0 == "_" || "{}:".contains($0)) }
      .flatMap { Self.splitBraces($0) }
  }

  /// Reads the Swift file at `path` (relative to the working directory).
  public init(contentsOfFile path: String) throws {
    self.init(try String(contentsOfFile: path, encoding: .utf8))
  }

  /// Every `extension X` of a type in `types`, and every `class Y` that inherits from
  /// one (which then counts as one of `types` for the classes after it), with the
  /// words of its body joined by spaces.
  public func declarations(extendingOrInheritingFrom types: Set<String>) -> [(
    name: String, body: String
  )] {
    var types = Set(types.map { Substring($0) })
    var found: [(String, String)] = []
    for (index, word) in words.enumerated()
    where (word == "extension" || word == "class") && index + 1 < words.count {
      let name = words[index + 1]
      let header = words[(index + 2)...].prefix { $0 != "{" }
      let matches =
        word == "extension" ? types.contains(name) : header.contains { types.contains($0) }
      guard matches, let open = words[index...].firstIndex(of: "{") else { continue }
      if word == "class" { types.insert(name) }
      var depth = 0
      let body = words[open...].prefix { word in
        depth += word == "{" ? 1 : word == "}" ? -1 : 0
        return depth > 0
      }
      found.append(("\(word) \(name)", body.joined(separator: " ")))
    }
    return found
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
    return body.contains(name) || body.split(separator: " ").contains { names.contains(String($0)) }
  }

  /// `rest` after the string literal it starts with (one line or triple-quoted).
  private static func skipString(_ rest: Substring) -> Substring {
    let quote = rest.hasPrefix("\"\"\"") ? "\"\"\"" : "\""
    var inside = rest.dropFirst(quote.count)
    while !inside.isEmpty && !inside.hasPrefix(quote) {
      inside = inside.dropFirst(inside.first == "\\" ? 2 : 1)
    }
    return inside.dropFirst(quote.count)
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
