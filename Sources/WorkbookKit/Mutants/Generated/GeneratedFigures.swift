import Foundation

/// The figures of a chapter's generated mutants, from the code as it stands and its kept
/// outcomes (`Tests/Mutants/NN-Chapter.generated`), as a chapter and the README show them under
/// `<!-- mutants: CHAPTER -->`: the listings check keeps them from going stale.
struct GeneratedFigures {
  let packageRoot: URL

  /// The counts of the chapter's mutants as the code stands, each known from its kept
  /// outcome or its equivalent record: a mutant the kept outcomes do not cover (the code
  /// changed since, or the run stopped) is counted as not tried.
  func tally(of chapter: String) throws -> GeneratedTally {
    let generated = try GeneratedChapter(name: chapter, root: packageRoot)
    let plan = GeneratedPlan(
      files: generated.files, equivalents: generated.equivalents, results: generated.results,
      testsHash: GeneratedChapter.fingerprint(of: generated.testFolders, in: packageRoot))
    return plan.tally
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
    guard let tally = try? tally(of: chapter) else { return "cannot be read" }
    if tally.untried == tally.generated - tally.equivalent { return "not run yet" }
    return tally.summary()
  }
}
