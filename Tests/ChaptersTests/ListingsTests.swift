import WorkbookKit
import WorkbookTestSupport
import XCTest

/// Every listing in `Chapters/` is the code that compiles, and every shown output is
/// what the program prints. Each shown program runs once per test run, here; the
/// `workbook docs` command itself is tested on a scratch package (`ListingDriftTests`).
final class ListingsTests: XCTestCase {
  private var listings: ChapterListings {
    ChapterListings(packageRoot: TestPaths.packageRoot) { command in
      try PackageLocation.runShown(command, productsDirectory: TestPaths.productsDirectory)
    }
  }

  func testEveryChapterQuotesTheCurrentCodeAndOutput() throws {
    let chapters = try listings.chapterPaths()
    XCTAssertTrue(chapters.contains("Chapters/01-MVC.md"), "\(chapters)")
    for chapter in chapters {
      let problems = try listings.check(chapter: chapter).problems
      XCTAssertTrue(
        problems.isEmpty,
        problems.map(\.description).joined(separator: "\n")
          + "\n'swift run workbook docs --fix' rewrites stale blocks.")
    }
  }

  func testTheWorkbookToolRejectsUnknownSubcommands() throws {
    for arguments in [["frobnicate"], ["docs", "--force"]] {
      let result = try assertExecute("workbook", arguments, exitCode: 2, errorContains: "USAGE:")
      XCTAssertTrue(result.standardError.hasPrefix("workbook: error:"), result.standardError)
    }
  }
}
