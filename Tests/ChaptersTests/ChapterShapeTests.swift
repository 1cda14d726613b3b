import Foundation
import WorkbookTestSupport
import XCTest

/// Every pattern chapter has the shape the later chapters copy: the same sections in
/// the same order, and a pattern in miniature that is compiled code with checked output.
final class ChapterShapeTests: XCTestCase {
  /// The sections every pattern chapter has, in order. Chapters add their own sections
  /// between them (a diagram, the pattern in context).
  static let requiredSections = [
    "## Intent", "## When to use it", "## When not to use it", "## The pattern in miniature",
    "## The build, file by file", "## The run", "## What the tests prove", "## Related patterns",
    "## Consequences", "## Watch out for", "## From Cocoa and Swift 1 to Swift 6", "## Key points",
    "## Exercises",
  ]

  /// `Chapters/01-MVC.md` and on; the introduction (`00-`) is not a pattern chapter.
  private func patternChapters() throws -> [(path: String, text: String)] {
    let folder = TestPaths.packageRoot.appendingPathComponent("Chapters")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.range(of: #"^\d\d-.*\.md$"#, options: .regularExpression) != nil }
      .filter { !$0.hasPrefix("00-") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 4, "\(names)")
    return try names.map { name in
      let url = folder.appendingPathComponent(name)
      return ("Chapters/\(name)", try String(contentsOf: url, encoding: .utf8))
    }
  }

  func testEveryPatternChapterHasTheRequiredSectionsInOrder() throws {
    for (path, text) in try patternChapters() {
      let headings = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("## ") }
      for section in Self.requiredSections {
        XCTAssertEqual(
          headings.filter { $0 == section }.count, 1, "\(path) needs exactly one '\(section)'")
      }
      let order = headings.filter(Self.requiredSections.contains)
      XCTAssertEqual(order, Self.requiredSections, "\(path): sections out of order")
    }
  }

  func testEveryMiniatureIsAQuotedProgramWithItsOutputShown() throws {
    for (path, text) in try patternChapters() {
      let section = try XCTUnwrap(Self.section("## The pattern in miniature", of: text), path)
      let quoted = Self.markers("<!-- snippet: Sources/miniature-", in: section)
      let shown = Self.markers("<!-- output: swift run miniature-", in: section)
      XCTAssertFalse(quoted.isEmpty, "\(path): the miniature quotes no Sources/miniature-*")
      XCTAssertFalse(shown.isEmpty, "\(path): the miniature shows no output of its program")
      // The program that is run is the one that is quoted.
      for marker in shown {
        let product = marker.dropFirst("<!-- output: swift run ".count)
          .prefix { $0 != " " }
        XCTAssertTrue(
          quoted.contains { $0.contains("Sources/\(product)/") },
          "\(path): runs \(product) but quotes none of its source")
      }
      let lines = Self.swiftBlockLineCount(in: section)
      XCTAssertTrue((20...40).contains(lines), "\(path): the miniature is \(lines) lines")
    }
  }

  func testTheIntroductionIsLinkedFromBothIndexes() throws {
    let intro = TestPaths.packageRoot.appendingPathComponent("Chapters/00-Introduction.md")
    XCTAssertTrue(FileManager.default.fileExists(atPath: intro.path))
    for (index, link) in [
      ("README.md", "(Chapters/00-Introduction.md)"),
      ("Chapters/README.md", "(00-Introduction.md)"),
    ] {
      let text = try String(
        contentsOf: TestPaths.packageRoot.appendingPathComponent(index), encoding: .utf8)
      XCTAssertTrue(text.contains(link), "\(index) does not link the introduction")
    }
  }

  /// The text from `heading` to the next `## ` heading.
  static func section(_ heading: String, of text: String) -> String? {
    guard let start = text.range(of: "\n\(heading)\n") else { return nil }
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  static func markers(_ prefix: String, in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
  }

  /// The lines inside the section's ```swift blocks.
  static func swiftBlockLineCount(in text: String) -> Int {
    var count = 0
    var inSwift = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inSwift = !inSwift && line == "```swift"
      } else if inSwift {
        count += 1
      }
    }
    return count
  }
}
