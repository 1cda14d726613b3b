import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The recorded broken implementations (`Tests/Mutants/`) stay honest without running
/// them: every row of every proof table that is not a language fact has a mutant, or
/// says that it still owes one, and every mutant still applies to the code as it is.
/// (`swift run workbook mutants` runs them.)
final class MutantRecordsTests: XCTestCase {
  func testEveryDesignRowHasAMutantAndEveryMutantNamesOneRow() throws {
    let chapters = try ChapterMutants.all(in: TestPaths.packageRoot)
    XCTAssertGreaterThanOrEqual(chapters.count, 8, chapters.map(\.name).description)
    XCTAssertTrue(
      chapters.contains { $0.name == "A1-Platform" },
      "the platform appendix's table is read too: \(chapters.map(\.name))")
    for chapter in chapters {
      XCTAssertFalse(chapter.table.rows.isEmpty, chapter.name)
      for problem in chapter.problems() { XCTFail(problem) }
    }
  }

  func testEveryMutantStillAppliesToTheCode() throws {
    var count = 0
    for chapter in try ChapterMutants.all(in: TestPaths.packageRoot) {
      for mutant in chapter.file.mutants {
        count += 1
        if let reason = mutant.whyNotApplicable(in: TestPaths.packageRoot) {
          XCTFail(
            "\(chapter.mutantsPath):\(mutant.line) ('\(mutant.title)') no longer applies: \(reason)"
          )
        }
      }
    }
    XCTAssertGreaterThan(count, 0)
  }
}
