import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The listings check itself: it must notice every kind of drift, and `--fix` must
/// repair what it can. Each test builds a tiny package in a scratch folder.
final class ListingDriftTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = try makeTemporaryFolder(self)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/Demo"), withIntermediateDirectories: true)
    try write(
      "Sources/Demo/Demo.swift",
      """
      struct Demo {
        // snippet.greet
        func greet() -> String {
          "hello"
        }
        // snippet.end
      }
      """)
    try write(
      "Chapters/01-Demo.md",
      """
      # Demo

      <!-- snippet: Sources/Demo/Demo.swift#greet -->
      ```swift
      func greet() -> String {
        "hello"
      }
      ```

      <!-- output: swift run demo --name "Ada Lovelace" -->
      ```text
      hello, Ada Lovelace
      ```
      """)
  }

  private func write(_ path: String, _ text: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  private func check(greeting: String = "hello") throws -> (
    problems: [ListingProblem], fixed: String
  ) {
    let listings = ChapterListings(packageRoot: root) { command in
      XCTAssertEqual(command.product, "demo")
      XCTAssertEqual(command.arguments, ["--name", "Ada Lovelace"])
      return "\(greeting), Ada Lovelace\n"
    }
    return try listings.check(chapter: "Chapters/01-Demo.md")
  }

  func testMatchingBlocksPass() throws {
    XCTAssertEqual(try check().problems, [])
  }

  func testALineAddedInsideAQuotedRegionIsCaughtAndFixed() throws {
    try write(
      "Sources/Demo/Demo.swift",
      """
      struct Demo {
        // snippet.greet
        func greet() -> String {
          print("extra")
          "hello"
        }
        // snippet.end
      }
      """)
    let (problems, fixed) = try check()
    XCTAssertEqual(problems.map(\.line), [3])
    XCTAssertTrue(problems[0].message.contains("differs from Sources/Demo/Demo.swift#greet"))
    XCTAssertTrue(fixed.contains("  print(\"extra\")\n  \"hello\""), fixed)
    try write("Chapters/01-Demo.md", fixed)
    XCTAssertEqual(try check().problems, [], "a fixed chapter checks clean")
  }

  func testAnEditedQuoteIsCaught() throws {
    let chapter = root.appendingPathComponent("Chapters/01-Demo.md")
    let text = try String(contentsOf: chapter, encoding: .utf8)
    try write("Chapters/01-Demo.md", text.replacingOccurrences(of: "\"hello\"", with: "\"hi\""))
    XCTAssertEqual(try check().problems.count, 1)
  }

  func testAMissingRegionOrFileIsCaught() throws {
    let chapter = root.appendingPathComponent("Chapters/01-Demo.md")
    let text = try String(contentsOf: chapter, encoding: .utf8)
    try write("Chapters/01-Demo.md", text.replacingOccurrences(of: "#greet", with: "#wave"))
    XCTAssertTrue(try check().problems[0].message.contains("has no region 'wave'"))
    try write(
      "Chapters/01-Demo.md", text.replacingOccurrences(of: "Demo.swift", with: "Gone.swift"))
    XCTAssertTrue(try check().problems[0].message.contains("does not exist"))
  }

  func testStaleOutputIsCaughtAndFixed() throws {
    let (problems, fixed) = try check(greeting: "bonjour")
    XCTAssertEqual(problems.map(\.line), [10])
    XCTAssertTrue(fixed.contains("bonjour, Ada Lovelace"))
  }

  func testAMarkerWithoutABlockIsCaught() throws {
    try write("Chapters/01-Demo.md", "<!-- snippet: Sources/Demo/Demo.swift#greet -->\n\nText.\n")
    XCTAssertTrue(try check().problems[0].message.contains("has no fenced block"))
  }

  func testRegionsAreDedentedAndMarkersChecked() throws {
    let regions = try SnippetRegions.parse(
      "a\n  // snippet.x\n    b\n\n      c\n  // snippet.end\n")
    XCTAssertEqual(regions["x"], "b\n\n  c")
    XCTAssertThrowsError(try SnippetRegions.parse("// snippet.x\nb\n"))
    XCTAssertThrowsError(try SnippetRegions.parse("// snippet.end\n"))
    XCTAssertThrowsError(try SnippetRegions.parse("// snippet.x\n// snippet.y\n// snippet.end"))
    XCTAssertThrowsError(
      try SnippetRegions.parse("// snippet.x\n// snippet.end\n// snippet.x\n// snippet.end"))
  }

  func testShownProgramLinesSplitLikeAShell() {
    XCTAssertEqual(
      ShownCommand("swift run chapter-mvc --keys \"right d\"")?.arguments, ["--keys", "right d"])
    XCTAssertEqual(ShownCommand("swift run chapter-mvc")?.product, "chapter-mvc")
    XCTAssertNil(ShownCommand("cargo run x"))
    XCTAssertNil(ShownCommand("swift run x \"open"))
  }

  func testAMalformedMarkerIsCaughtNotSkipped() throws {
    for marker in [
      "<!-- snippet: Sources/Demo/Demo.swift -->", "<!-- output: cargo run demo -->",
      "<!-- output: swift run demo \"open -->",
    ] {
      try write("Chapters/01-Demo.md", "\(marker)\n```text\nx\n```\n")
      let problems = try check().problems
      XCTAssertEqual(problems.count, 1, marker)
      XCTAssertTrue(problems.first?.message.hasPrefix("malformed marker") ?? false, marker)
    }
  }

  func testQuotedBlocksAreNotReadAsMarkers() throws {
    // A chapter may show a marker as an example inside a block; it is not checked.
    try write(
      "Chapters/01-Demo.md",
      "<!-- snippet: Sources/Demo/Demo.swift#greet -->\n```swift\nfunc greet() -> String {\n"
        + "  \"hello\"\n}\n```\n\n```text\n<!-- snippet: Nowhere.swift#gone -->\n```\n")
    XCTAssertEqual(try check().problems, [])
  }

  /// `workbook docs` end to end, on the scratch package: clean passes, a stale quote
  /// fails with exit 1, and `--fix` rewrites it.
  func testTheWorkbookToolChecksAndFixesTheDocs() throws {
    try write("Package.swift", "// swift-tools-version:6.0\n")
    try write(
      "Chapters/01-Demo.md",
      "<!-- snippet: Sources/Demo/Demo.swift#greet -->\n```swift\nfunc greet() -> String {\n"
        + "  \"hello\"\n}\n```\n")
    let clean = try docs()
    XCTAssertEqual(clean.status, 0, clean.standardOutput + clean.standardError)
    XCTAssertTrue(clean.standardOutput.contains("every listing and shown output matches"))
    let chapter = root.appendingPathComponent("Chapters/01-Demo.md")
    let text = try String(contentsOf: chapter, encoding: .utf8)
    try write("Chapters/01-Demo.md", text.replacingOccurrences(of: "\"hello\"", with: "\"hi\""))
    let stale = try docs()
    XCTAssertEqual(stale.status, 1, stale.standardOutput)
    XCTAssertTrue(stale.standardOutput.contains("1 stale block(s)"), stale.standardOutput)
    XCTAssertEqual(try docs("--fix").status, 0)
    XCTAssertEqual(try String(contentsOf: chapter, encoding: .utf8), text)
  }

  private func docs(_ options: String...) throws -> ProcessResult {
    try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"),
      arguments: ["docs", "--no-build"] + options, directory: root)
  }
}
