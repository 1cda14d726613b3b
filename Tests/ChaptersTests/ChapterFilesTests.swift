import Foundation
import WorkbookTestSupport
import XCTest

/// A chapter walks through its folder: every file of `Sources/<Chapter>/` is named in
/// `Chapters/NN-<Chapter>.md`, by its file name or in a quote's marker.
final class ChapterFilesTests: XCTestCase {
  func testEveryFileOfAChaptersFolderIsNamedInItsText() throws {
    let root = TestPaths.packageRoot
    let files = FileManager.default
    let chapterFolder = root.appendingPathComponent("Chapters")
    let chapters = try files.contentsOfDirectory(atPath: chapterFolder.path)
      .filter { $0.range(of: #"^(0[1-9]|[1-9][0-9])-.*\.md$"#, options: .regularExpression) != nil }
      .sorted()
    XCTAssertGreaterThanOrEqual(chapters.count, 8, "\(chapters)")
    for chapter in chapters {
      let name = String(chapter.dropFirst(3).dropLast(3))
      let text = try String(
        contentsOf: chapterFolder.appendingPathComponent(chapter), encoding: .utf8)
      let sources = root.appendingPathComponent("Sources/\(name)")
      let swiftFiles = try files.subpathsOfDirectory(atPath: sources.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      XCTAssertFalse(swiftFiles.isEmpty, "Sources/\(name) has no files")
      for file in swiftFiles {
        let fileName = (file as NSString).lastPathComponent
        XCTAssertTrue(
          text.contains(fileName), "Chapters/\(chapter) never names Sources/\(name)/\(file)")
      }
    }
  }
}
