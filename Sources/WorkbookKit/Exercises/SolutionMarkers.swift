/// One file that holds both the starter and the solution of an exercise.
///
/// Lines outside markers belong to both. Between `// solution.begin` and
/// `// solution.starter` stand the solution's lines; between `// solution.starter` and
/// `// solution.end`, the starter's, each behind `//> ` so that the whole file is the
/// solution as valid Swift, which compiles and lints. The starter's line is what
/// follows `//> `, its own indentation included; the indentation before `//>` is the
/// formatter's business:
///
/// ```swift
/// func posterAddress(of film: Film) -> String {
///   // solution.begin
///   film.posterUrl
///   // solution.starter
///   //>   ""  // TODO: the film's poster address
///   // solution.end
/// }
/// ```
///
/// A region with nothing for the starter may end without `// solution.starter`. So the
/// two can never drift apart, and neither is stored twice.
public enum SolutionMarkers {
  public enum Version: Sendable {
    case starter, solution
  }

  /// The `version` of the marked text `marked`.
  public static func extract(_ version: Version, from marked: String, file: String = "")
    throws(WorkbookError) -> String
  {
    try extractWithOrigins(version, from: marked, file: file).text
  }

  /// The `version` of `marked`, and for each of its lines the number (from 1) of the
  /// line of `marked` it comes from, so that a compiler's message about the extracted
  /// file can point into the marked one; and which of its lines (from 1) the learner
  /// writes: those of a solution region, in the solution version.
  public static func extractWithOrigins(_ version: Version, from marked: String, file: String = "")
    throws(WorkbookError) -> (text: String, origins: [Int], learnerLines: Set<Int>)
  {
    enum Part { case both, solution, starter }
    var part = Part.both
    var kept: [Substring] = []
    var origins: [Int] = []
    var learnerLines: Set<Int> = []
    for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let marker = line.trimmingPrefixSpaces()
      switch (marker, part) {
      case ("// solution.begin", .both): part = .solution
      case ("// solution.starter", .solution): part = .starter
      case ("// solution.end", .starter), ("// solution.end", .solution): part = .both
      case ("// solution.begin", _), ("// solution.starter", _), ("// solution.end", _):
        throw WorkbookError("\(file):\(index + 1): '\(marker)' out of order")
      case (_, .starter):
        // `    //>   text` is the starter's `  text`; `//>` alone is an empty line.
        let rest = line.drop { $0 == " " }
        guard rest.hasPrefix("//>") else {
          throw WorkbookError("\(file):\(index + 1): a starter line must begin with '//>'")
        }
        if version == .starter {
          let text = rest.dropFirst(3)
          kept.append(text.hasPrefix(" ") ? text.dropFirst() : text)
          origins.append(index + 1)
        }
      default:
        if part == .both || version == .solution {
          kept.append(line)
          origins.append(index + 1)
          if part == .solution { learnerLines.insert(kept.count) }
        }
      }
    }
    guard part == .both else { throw WorkbookError("\(file): a solution region is not closed") }
    return (kept.joined(separator: "\n"), origins, learnerLines)
  }
}

extension Substring {
  fileprivate func trimmingPrefixSpaces() -> String {
    String(drop { $0 == " " }).trimmingTrailingSpaces()
  }
}
