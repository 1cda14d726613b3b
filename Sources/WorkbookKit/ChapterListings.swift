import Foundation

/// A quoted block in a chapter that does not match what it quotes.
public struct ListingProblem: Equatable, Sendable, CustomStringConvertible {
  /// The chapter, relative to the package root.
  public var file: String
  /// The marker line, counting from 1.
  public var line: Int
  public var message: String

  public var description: String { "\(file):\(line): \(message)" }
}

/// A program a chapter shows the output of: `swift run chapter-mvc --keys "right"`.
public struct ShownCommand: Equatable, Sendable {
  public var product: String
  public var arguments: [String]

  /// Reads `swift run PRODUCT ARGUMENTS…`, with arguments split as a shell would split
  /// them (single or double quotes group words).
  public init?(_ text: String) {
    guard let words = ShownCommand.split(text), words.count >= 3, words[0] == "swift",
      words[1] == "run"
    else { return nil }
    product = words[2]
    arguments = Array(words.dropFirst(3))
  }

  static func split(_ text: String) -> [String]? {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    guard quote == nil else { return nil }
    if inWord { words.append(current) }
    return words
  }
}

/// Checks and rewrites the quoted blocks of the chapters.
///
/// A chapter quotes a source region with a marker line and a fenced block right under
/// it:
///
///     <!-- snippet: Sources/MVC/Model/Album.swift#album -->
///     ```swift
///     …the region's lines…
///     ```
///
/// and shows a program's output the same way, with `<!-- output: swift run … -->` and a
/// `text` block. The check fails when a block differs from what it quotes, when the
/// region or file does not exist, or when a marker has no block under it.
public struct ChapterListings {
  public let packageRoot: URL
  /// Runs a shown command and returns what it printed on stdout.
  public let runProgram: (ShownCommand) throws -> String

  public init(packageRoot: URL, runProgram: @escaping (ShownCommand) throws -> String) {
    self.packageRoot = packageRoot
    self.runProgram = runProgram
  }

  /// The chapters: every Markdown file in `Chapters/`, in name order.
  public func chapterPaths() throws -> [String] {
    let folder = packageRoot.appendingPathComponent("Chapters")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "Chapters/\($0)" }
  }

  /// Checks one chapter; returns its problems and the chapter as it should read.
  public func check(chapter path: String) throws -> (problems: [ListingProblem], fixed: String) {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var problems: [ListingProblem] = []
    var regionCache: [String: Result<[String: String], ListingProblemReason>] = [:]
    var index = 0
    while index < lines.count {
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      // A fenced block with no marker above it is the chapter's own example: skip it
      // whole, so a marker shown inside it is not taken for a real one.
      if line.hasPrefix("```"),
        let close = lines[(index + 1)...].firstIndex(where: { $0.hasPrefix("```") })
      {
        index = close + 1
        continue
      }
      guard let marker = Marker(line) else {
        if line.hasPrefix("<!-- snippet:") || line.hasPrefix("<!-- output:") {
          problems.append(
            ListingProblem(
              file: path, line: index + 1,
              message: "malformed marker '\(line)': expected <!-- snippet: FILE#REGION --> "
                + "or <!-- output: swift run PRODUCT [ARGUMENTS] -->"))
        }
        index += 1
        continue
      }
      func problem(_ message: String) {
        problems.append(ListingProblem(file: path, line: index + 1, message: message))
      }
      // The fenced block must start on the very next line.
      guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
        let close = lines[(index + 2)...].firstIndex(where: { $0.hasPrefix("```") })
      else {
        problem("marker '\(line)' has no fenced block right under it")
        index += 1
        continue
      }
      let shown = lines[(index + 2)..<close].joined(separator: "\n")
      let expected: String
      switch marker {
      case .snippet(let file, let region):
        let regions = regionCache[file] ?? loadRegions(file)
        regionCache[file] = regions
        switch regions {
        case .failure(let reason):
          problem(reason.message)
          index = close + 1
          continue
        case .success(let found):
          guard let body = found[region] else {
            problem("\(file) has no region '\(region)' (mark it with '// snippet.\(region)')")
            index = close + 1
            continue
          }
          expected = body
        }
      case .output(let command):
        do {
          expected = try runProgram(command).trimmingTrailingNewlines()
        } catch {
          problem("could not run '\(line)': \(error)")
          index = close + 1
          continue
        }
      }
      var fence = close
      if shown != expected {
        problem(marker.mismatchMessage + firstDifference(shown: shown, expected: expected))
        let replacement = expected.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
        lines.replaceSubrange((index + 2)..<close, with: replacement)
        fence = index + 2 + replacement.count
      }
      // On past the block: its lines are quoted code or output, never markers.
      index = fence + 1
    }
    return (problems, lines.joined(separator: "\n"))
  }

  private func loadRegions(_ file: String) -> Result<[String: String], ListingProblemReason> {
    let url = packageRoot.appendingPathComponent(file)
    guard let source = try? String(contentsOf: url, encoding: .utf8) else {
      return .failure(ListingProblemReason(message: "\(file) does not exist"))
    }
    do {
      return .success(try SnippetRegions.parse(source))
    } catch {
      return .failure(ListingProblemReason(message: "\(file):\(error.line): \(error.message)"))
    }
  }

  private func firstDifference(shown: String, expected: String) -> String {
    let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for offset in 0..<max(shownLines.count, expectedLines.count) {
      let left = offset < shownLines.count ? String(shownLines[offset]) : "(nothing)"
      let right = offset < expectedLines.count ? String(expectedLines[offset]) : "(nothing)"
      if left != right {
        return "; block line \(offset + 1) reads\n    \(left)\n  but should read\n    \(right)"
      }
    }
    return ""
  }
}

struct ListingProblemReason: Error {
  var message: String
}

/// A marker line: `<!-- snippet: FILE#REGION -->` or `<!-- output: COMMAND -->`.
enum Marker {
  case snippet(file: String, region: String)
  case output(ShownCommand)

  init?(_ line: String) {
    guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
    let body = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    if body.hasPrefix("snippet:") {
      let reference = body.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces)
      let parts = reference.split(separator: "#", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      self = .snippet(file: String(parts[0]), region: String(parts[1]))
    } else if body.hasPrefix("output:"),
      let command = ShownCommand(
        body.dropFirst("output:".count).trimmingCharacters(in: .whitespaces))
    {
      self = .output(command)
    } else {
      return nil
    }
  }

  var mismatchMessage: String {
    switch self {
    case .snippet(let file, let region): "the block differs from \(file)#\(region)"
    case .output(let command):
      "the block differs from what 'swift run \(([command.product] + command.arguments).joined(separator: " "))' prints"
    }
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var copy = self
    while copy.last == "\n" { copy.removeLast() }
    return copy
  }
}
