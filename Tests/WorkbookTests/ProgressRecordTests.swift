import Foundation
import Synchronization
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// A verdict whose record cannot be written: the verdict still decides, and the lost
/// record is a warning in plain words. In-process, against the stand-in library.
final class ProgressRecordTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = StandInLibrary.scratch.appendingPathComponent("package-\(UUID().uuidString)")
    let exercise = root.appendingPathComponent("Exercises/demo-1")
    try FileManager.default.createDirectory(
      at: exercise.appendingPathComponent(".meta"), withIntermediateDirectories: true)
    try """
    {"exercises": [{"id": "demo-1", "chapter": "MVC", "title": "The answer",
      "files": ["Answer.swift"], "hints": ["Think of a number."]}]}
    """.write(
      to: root.appendingPathComponent("Exercises/exercises.json"), atomically: true,
      encoding: .utf8)
    let files = [
      ".meta/Answer.swift":
        "// solution.begin\nfunc answer() -> Int { 42 }\n// solution.starter\n"
        + "//> func answer() -> Int { 0 }\n// solution.end\n",
      "Answer.swift": "func answer() -> Int { 42 }\n",
      "Checks.swift": StandInLibrary.checks,
    ]
    for (name, text) in files {
      try text.write(to: exercise.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    // The record's place is taken by a folder, so it cannot be written.
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises/.progress.json"),
      withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  func testAPassThatCannotBeRecordedStillPassesWithAWarning() throws {
    let output = Transcript(), errors = Transcript()
    let console = Console(output: output.append, errors: errors.append)
    let checker = ExerciseChecker(
      productsDirectory: try StandInLibrary.products.get(),
      scratchDirectory: root.appendingPathComponent(".build/workbook"))
    var workbook = try Workbook(
      packageRoot: root, buildFirst: false, checker: checker, console: console)

    let status = try workbook.check(workbook.exercise("demo-1"))

    let said = output.text, warned = errors.text
    XCTAssertEqual(status, 0, said + warned)
    XCTAssertTrue(said.contains("✓ demo-1 passes all 2 checks."), said)
    XCTAssertEqual(
      warned,
      "workbook: warning: the verdict was not recorded: "
        + "Exercises/.progress.json: is a directory\n")
  }
}

/// What a `Console` was given to write.
private final class Transcript: Sendable {
  private let written = Mutex("")

  var text: String { written.withLock { $0 } }

  @Sendable func append(_ text: String) {
    written.withLock { $0 += text }
  }
}
