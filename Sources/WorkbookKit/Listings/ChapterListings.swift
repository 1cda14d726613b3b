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

  /// The chapters: every Markdown file in `Chapters/`, in name order, then the README,
  /// whose table of chapters shows their mutants' figures.
  public func chapterPaths() throws -> [String] {
    let folder = packageRoot.appendingPathComponent("Chapters")
    let chapters = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "Chapters/\($0)" }
    let readme = FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent("README.md").path)
    return chapters + (readme ? ["README.md"] : [])
  }

  /// Checks one chapter; returns its problems and the chapter as it should read.
  public func check(chapter path: String) throws -> (problems: [ListingProblem], fixed: String) {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    var check = ChapterCheck(path: path, text: text, listings: self)
    var index = 0
    while index < check.lines.count { index = check.step(at: index) }
    return (check.problems, check.lines.joined(separator: "\n"))
  }

  fileprivate func loadRegions(_ file: String) -> Result<[String: String], ListingProblemReason> {
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

  fileprivate func firstDifference(shown: String, expected: String) -> String {
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

/// One chapter being checked: its lines (rewritten where a block is stale), the
/// problems found so far, and the source regions already read.
private struct ChapterCheck {
  let path: String
  let listings: ChapterListings
  var lines: [String]
  var problems: [ListingProblem] = []
  var regionCache: [String: Result<[String: String], ListingProblemReason>] = [:]

  init(path: String, text: String, listings: ChapterListings) {
    self.path = path
    self.listings = listings
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Checks what starts at line `index` (a marker and its block, an unmarked block, or
  /// a plain line) and returns the index of the first line after it.
  mutating func step(at index: Int) -> Int {
    let line = lines[index].trimmingCharacters(in: .whitespaces)
    // A fenced block with no marker above it is the chapter's own example: skip it
    // whole, so a marker shown inside it is not taken for a real one.
    if line.hasPrefix("```"), let close = closingFence(after: index) { return close + 1 }
    guard let marker = Marker(line) else {
      if line.hasPrefix("<!-- snippet:") || line.hasPrefix("<!-- output:") {
        problem(
          at: index,
          "malformed marker '\(line)': expected <!-- snippet: FILE#REGION -->, "
            + "<!-- output: swift run PRODUCT [ARGUMENTS] --> or <!-- mutants: CHAPTER -->")
      }
      return index + 1
    }
    // The fenced block must start on the very next line.
    guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
      let close = closingFence(after: index + 1)
    else {
      problem(at: index, "marker '\(line)' has no fenced block right under it")
      return index + 1
    }
    guard let expected = expectedText(of: marker, line: line, at: index) else { return close + 1 }
    // On past the block: its lines are quoted code or output, never markers.
    return compare(marker, blockFrom: index + 2, to: close, with: expected, at: index) + 1
  }

  /// The line of the fence that closes a block opened at `opening`, if any.
  private func closingFence(after opening: Int) -> Int? {
    lines[(opening + 1)...].firstIndex { $0.hasPrefix("```") }
  }

  /// What the block under `marker` should hold: the region's text or the program's
  /// output; `nil`, with a problem recorded, when neither can be had.
  private mutating func expectedText(of marker: Marker, line: String, at index: Int) -> String? {
    switch marker {
    case .snippet(let file, let region):
      let regions = regionCache[file] ?? listings.loadRegions(file)
      regionCache[file] = regions
      switch regions {
      case .failure(let reason):
        problem(at: index, reason.message)
        return nil
      case .success(let found):
        guard let body = found[region] else {
          problem(
            at: index, "\(file) has no region '\(region)' (mark it with '// snippet.\(region)')")
          return nil
        }
        return body
      }
    case .output(let command):
      do {
        return try listings.runProgram(command).trimmingTrailingNewlines()
      } catch {
        problem(at: index, "could not run '\(line)': \(error)")
        return nil
      }
    case .mutants(let chapter):
      do {
        return try GeneratedFigures(packageRoot: listings.packageRoot).block(for: chapter)
      } catch {
        problem(at: index, "\(error)")
        return nil
      }
    }
  }

  /// Compares the block's lines `start..<close` with `expected`, rewriting them when
  /// they differ; returns the line of the block's closing fence as it now stands.
  private mutating func compare(
    _ marker: Marker, blockFrom start: Int, to close: Int, with expected: String, at index: Int
  ) -> Int {
    let shown = lines[start..<close].joined(separator: "\n")
    guard shown != expected else { return close }
    problem(
      at: index,
      marker.mismatchMessage + listings.firstDifference(shown: shown, expected: expected))
    let replacement = expected.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    lines.replaceSubrange(start..<close, with: replacement)
    return start + replacement.count
  }

  private mutating func problem(at index: Int, _ message: String) {
    problems.append(ListingProblem(file: path, line: index + 1, message: message))
  }
}

struct ListingProblemReason: Error {
  var message: String
}

/// A marker line: `<!-- snippet: FILE#REGION -->`, `<!-- output: COMMAND -->`, or
/// `<!-- mutants: CHAPTER -->` (`01-MVC`, or `all` for a line per chapter): the figures
/// of the chapter's generated mutants as its kept outcomes have them.
enum Marker {
  case snippet(file: String, region: String)
  case output(ShownCommand)
  case mutants(String)

  init?(_ line: String) {
    guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
    let body = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    if body.hasPrefix("snippet:") {
      let reference = body.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces)
      let parts = reference.split(separator: "#", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      self = .snippet(file: String(parts[0]), region: String(parts[1]))
    } else if body.hasPrefix("mutants:") {
      self = .mutants(body.dropFirst("mutants:".count).trimmingCharacters(in: .whitespaces))
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
    case .mutants(let chapter):
      "the block differs from the generated mutants' figures of \(chapter)"
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
