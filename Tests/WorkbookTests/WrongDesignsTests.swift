import Foundation
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// Reading the recorded wrong designs, judging their outcomes, and pointing compiler
/// messages about a scratch copy back to the files a maintainer edits.
final class WrongDesignsTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = try makeTemporaryFolder(self)
    try write(
      """
      {"exercises": [
        {"id": "demo-1", "chapter": "MVC", "title": "One", "files": ["A.swift"], "hints": ["h"]},
        {"id": "demo-2", "chapter": "MVC", "title": "Two", "files": ["A.swift", "B.swift"],
         "hints": ["h"]}]}
      """, to: "Exercises/exercises.json")
  }

  private func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  private func designs(of id: String) throws -> [WrongDesign] {
    let catalog = try ExerciseCatalog(packageRoot: root)
    return try catalog.wrongDesigns(of: XCTUnwrap(catalog.exercise(id)))
  }

  func testADesignIsAWholeLearnerFileOrAFolderOfThem() throws {
    try write(
      "// Mistake: m.\n// Lesson: l.\nlet a = 1\n", to: "Exercises/demo-1/.meta/wrong/b.swift")
    try write(
      "// Mistake: m.\n// Rejected by the compiler: the point.\n// Lesson: l.\n",
      to: "Exercises/demo-1/.meta/wrong/a.swift")
    let one = try designs(of: "demo-1")
    XCTAssertEqual(one.map(\.name), ["wrong/a.swift", "wrong/b.swift"])
    XCTAssertEqual(one[1].files, ["A.swift": "// Mistake: m.\n// Lesson: l.\nlet a = 1\n"])
    XCTAssertEqual(one[1].paths, ["A.swift": "Exercises/demo-1/.meta/wrong/b.swift"])
    XCTAssertEqual(one.map(\.rejectedByTheCompiler), [true, false])

    for name in ["A.swift", "B.swift"] {
      try write("// Mistake: m.\n// Lesson: l.\n", to: "Exercises/demo-2/.meta/wrong/split/\(name)")
    }
    XCTAssertEqual(try designs(of: "demo-2").first?.files.keys.sorted(), ["A.swift", "B.swift"])
  }

  func testADesignThatDoesNotSayItsMistakeAndLessonIsRefused() throws {
    try write("// Mistake: m.\nlet a = 1\n", to: "Exercises/demo-1/.meta/wrong/a.swift")
    XCTAssertThrowsError(try designs(of: "demo-1")) { error in
      XCTAssertTrue(
        "\(error)".contains("Exercises/demo-1/.meta/wrong/a.swift")
          && "\(error)".contains("// Lesson:"), "\(error)")
    }
    try write("// Mistake: m.\n// Lesson: l.\n", to: "Exercises/demo-2/.meta/wrong/a.swift")
    XCTAssertThrowsError(try designs(of: "demo-2")) { error in
      XCTAssertTrue("\(error)".contains("is a folder"), "\(error)")
    }
  }

  func testARightDesignIsReadAsAWrongOneIsAndMustSayWhichDesignItIs() throws {
    try write("// Design: d.\nlet a = 2\n", to: "Exercises/demo-1/.meta/right/other.swift")
    let catalog = try ExerciseCatalog(packageRoot: root)
    let right = try catalog.rightDesigns(of: XCTUnwrap(catalog.exercise("demo-1")))
    XCTAssertEqual(right.map(\.name), ["right/other.swift"])
    XCTAssertEqual(right.first?.files, ["A.swift": "// Design: d.\nlet a = 2\n"])
    XCTAssertEqual(right.first?.paths, ["A.swift": "Exercises/demo-1/.meta/right/other.swift"])
    XCTAssertEqual(try designs(of: "demo-1").count, 0, "a right design is no wrong one")

    try write("// Mistake: m.\nlet a = 1\n", to: "Exercises/demo-1/.meta/right/unsaid.swift")
    XCTAssertThrowsError(try catalog.rightDesigns(of: XCTUnwrap(catalog.exercise("demo-1")))) {
      XCTAssertTrue(
        "\($0)".contains("Exercises/demo-1/.meta/right/unsaid.swift")
          && "\($0)".contains("// Design:"), "\($0)")
    }
  }

  func testOnlyAFailedCheckOrARefusalIsAVerdictUnlessNotCompilingIsThePoint() {
    func outcome(_ status: ExerciseStatus, _ verdict: String) -> CheckOutcome {
      CheckOutcome(status: status, report: "", checks: [], verdict: verdict)
    }
    var design = WrongDesign(
      exerciseID: "demo-1", name: "wrong/a.swift", files: [:], paths: [:],
      rejectedByTheCompiler: false)
    XCTAssertNil(design.problem(with: outcome(.fail, "fails 1 of 3 checks")))
    XCTAssertNotNil(design.problem(with: outcome(.pass, "passes all 3 checks")))
    XCTAssertNotNil(design.problem(with: outcome(.error, "crashed (signal 11)")))
    XCTAssertNotNil(design.problem(with: outcome(.error, "does not compile (1 error)")))
    // Graded, the grader's refusal of the code is a verdict too: nothing it did earned.
    var refused = outcome(.error, "declares what the checks use in place of theirs: ==")
    refused.refusedByTheGrader = true
    XCTAssertNil(design.problem(with: refused))
    design.rejectedByTheCompiler = true
    XCTAssertNil(design.problem(with: outcome(.error, "does not compile (1 error)")))
    XCTAssertNotNil(design.problem(with: outcome(.error, "crashed (signal 11)")))
  }

  func testMessagesAboutTheCopyPointToTheMarkedFilesLine() throws {
    let marked = "a\n// solution.begin\nb\n// solution.starter\n//> c\n// solution.end\nd"
    XCTAssertEqual(
      try SolutionMarkers.extractWithOrigins(.solution, from: marked).origins, [1, 3, 7])
    XCTAssertEqual(
      try SolutionMarkers.extractWithOrigins(.starter, from: marked).origins, [1, 5, 7])
    let copy = root.appendingPathComponent(".build/workbook/verify-X/demo-1-starter")
    let paths = ReferencePaths(copy: copy, packageRoot: root, exerciseID: "demo-1")
    let report =
      ".build/workbook/verify-X/demo-1-starter/A.swift:2:5: error: e\n"
      + "\(copy.path)/Checks.swift:9:1: note: n\n"
    XCTAssertEqual(
      paths.pointing(report, files: ["A.swift": ("Exercises/demo-1/.meta/A.swift", [1, 5, 7])]),
      "Exercises/demo-1/.meta/A.swift:5:5: error: e\nExercises/demo-1/Checks.swift:9:1: note: n\n")
  }
}
