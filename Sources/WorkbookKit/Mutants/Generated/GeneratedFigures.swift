import Foundation

/// The figures of a chapter's generated mutants, read from its kept outcomes
/// (`Tests/Mutants/NN-Chapter.generated`), as a chapter and the README show them under
/// `<!-- mutants: CHAPTER -->`: the listings check keeps them from going stale.
struct GeneratedFigures {
  let packageRoot: URL

  /// The counts in the chapter's kept outcomes; `nil` when it has none yet.
  func tally(of chapter: String) -> GeneratedTally? {
    let url = packageRoot.appendingPathComponent("\(ChapterMutants.folder)/\(chapter).generated")
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let results = GeneratedResults(parsing: text)
    else { return nil }
    var tally = GeneratedTally()
    for entry in results.files.flatMap(\.entries) {
      tally.generated += 1
      switch entry.outcome {
      case .caught: tally.caught += 1
      case .notCompiling: tally.notCompiling += 1
      case .equivalent: tally.equivalent += 1
      case .survived: break
      }
    }
    return tally
  }

  /// The block for `chapter` (`01-MVC`), or for `all`: a line per chapter.
  func block(for chapter: String) throws -> String {
    if chapter == "all" {
      let chapters = try ChapterMutants.all(in: packageRoot).map(\.name)
      let width = chapters.map(\.count).max() ?? 0
      return chapters.map { name in
        name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + line(for: name)
      }.joined(separator: "\n")
    }
    guard (try ChapterMutants.all(in: packageRoot)).contains(where: { $0.name == chapter }) else {
      throw WorkbookError("no chapter '\(chapter)' has a proof table, so no mutants")
    }
    return "swift run workbook mutants --generate: " + line(for: chapter)
  }

  func line(for chapter: String) -> String {
    guard let tally = tally(of: chapter) else { return "not run yet" }
    return tally.summary()
  }
}
