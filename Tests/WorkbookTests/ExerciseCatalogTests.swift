import Foundation
import WorkbookKit
import XCTest

/// `ExerciseCatalog.init` refuses a list the commands could not work with, so no test
/// elsewhere needs to check the list for these mistakes again.
final class ExerciseCatalogTests: XCTestCase {
  /// Reads a catalog from a scratch package whose list holds `entries`.
  private func catalog(_ entries: [String]) throws -> ExerciseCatalog {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("exercise-catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let list = root.appendingPathComponent("Exercises/exercises.json")
    try FileManager.default.createDirectory(
      at: list.deletingLastPathComponent(), withIntermediateDirectories: true)
    let json = #"{"exercises": ["# + entries.joined(separator: ",") + "]}"
    try json.write(to: list, atomically: true, encoding: .utf8)
    return try ExerciseCatalog(packageRoot: root)
  }

  private func entry(_ id: String, chapter: String = "MVC", files: [String] = ["A.swift"])
    -> String
  {
    let names = files.map { "\"\($0)\"" }.joined(separator: ",")
    return
      #"{"id": "\#(id)", "chapter": "\#(chapter)", "title": "T", "files": [\#(names)], "hints": ["h"]}"#
  }

  private func assertRejected(
    _ entries: [String], saying phrase: String, line: UInt = #line
  ) {
    XCTAssertThrowsError(try catalog(entries), line: line) { error in
      XCTAssertTrue("\(error)".contains(phrase), "\(error)", line: line)
    }
  }

  func testAWellFormedListIsRead() throws {
    XCTAssertEqual(
      try catalog([entry("mvc-1"), entry("mvc-2")]).exercises.map(\.id),
      [
        "mvc-1", "mvc-2",
      ])
  }

  func testARepeatedIdIsRejected() {
    assertRejected([entry("mvc-1"), entry("mvc-1")], saying: "lists mvc-1 twice")
  }

  func testAnUnknownChapterIsRejected() {
    assertRejected([entry("mvc-1", chapter: "Flyweight")], saying: "no chapter called")
  }

  func testFilesMustBeNamedEachOnce() {
    assertRejected([entry("mvc-1", files: [])], saying: "each once")
    assertRejected([entry("mvc-1", files: ["A.swift", "A.swift"])], saying: "each once")
  }
}
