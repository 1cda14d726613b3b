import WorkbookKit
import WorkbookTestSupport
import XCTest

/// Every listing in `Chapters/` is the code that compiles, and every shown output is
/// what the program prints.
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

  func testEveryChapterQuotesAtLeastOneListingAndOneOutput() throws {
    for chapter in try listings.chapterPaths()
    where chapter.range(of: #"/\d\d-"#, options: .regularExpression) != nil {
      let text = try String(
        contentsOf: TestPaths.packageRoot.appendingPathComponent(chapter), encoding: .utf8)
      XCTAssertTrue(text.contains("<!-- snippet: "), "\(chapter) quotes no source")
      XCTAssertTrue(text.contains("<!-- output: swift run "), "\(chapter) shows no output")
    }
  }

  func testTheWorkbookToolChecksTheDocs() throws {
    let result = try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"),
      arguments: ["docs", "--no-build"],
      directory: TestPaths.packageRoot)
    XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    XCTAssertTrue(result.standardOutput.contains("every listing and shown output matches"))
  }

  func testTheWorkbookToolRejectsUnknownCommands() throws {
    for arguments in [["frobnicate"], ["docs", "--force"]] {
      let result = try assertExecute("workbook", arguments, exitCode: 2, errorContains: "USAGE:")
      XCTAssertTrue(result.standardError.hasPrefix("workbook: error:"), result.standardError)
    }
  }
}
