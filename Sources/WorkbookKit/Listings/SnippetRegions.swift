/// A problem found in a source file's snippet markers.
public struct SnippetError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public var description: String { "line \(line): \(message)" }
}

/// The marked regions of a source file.
///
/// A region starts at a line `// snippet.NAME` and ends at the next `// snippet.end`
/// (the spelling of Swift's snippets). The marker lines are not part of the region, and
/// the region loses the indentation its lines share, so a method quotes flush left.
public enum SnippetRegions {
  /// Every region of `source`, by name.
  public static func parse(_ source: String) throws(SnippetError) -> [String: String] {
    var regions: [String: String] = [:]
    var open: (name: String, line: Int, lines: [Substring])?
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("// snippet.") else {
        open?.lines.append(line)
        continue
      }
      let name = String(trimmed.dropFirst("// snippet.".count)).trimmingTrailingSpaces()
      if name == "end" {
        guard let region = open else {
          throw SnippetError(line: index + 1, message: "'// snippet.end' with no region open")
        }
        regions[region.name] = dedent(region.lines)
        open = nil
      } else {
        if let region = open {
          throw SnippetError(
            line: index + 1,
            message: "region '\(name)' starts inside region '\(region.name)' (line \(region.line))"
          )
        }
        guard regions[name] == nil, !name.isEmpty else {
          throw SnippetError(line: index + 1, message: "region '\(name)' is marked twice")
        }
        open = (name, index + 1, [])
      }
    }
    if let region = open {
      throw SnippetError(
        line: region.line, message: "region '\(region.name)' has no '// snippet.end'")
    }
    return regions
  }

  private static func dedent(_ lines: [Substring]) -> String {
    let indents = lines.filter { !$0.allSatisfy { $0 == " " } }.map {
      $0.prefix { $0 == " " }.count
    }
    let common = indents.min() ?? 0
    return lines.map { $0.allSatisfy { $0 == " " } ? "" : String($0.dropFirst(common)) }
      .joined(separator: "\n")
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " || copy.last == "\t" { copy.removeLast() }
    return copy
  }
}
