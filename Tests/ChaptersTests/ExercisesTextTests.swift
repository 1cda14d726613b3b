import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The exercises list, the exercise folders and the chapters' Exercises sections agree.
/// What `ExerciseCatalog.init` already rejects (repeated ids, unknown chapters, files
/// not named once) is tested beside it, in `ExerciseCatalogTests`.
final class ExercisesTextTests: XCTestCase {
  private let catalog = Result { try ExerciseCatalog(packageRoot: TestPaths.packageRoot) }

  func testEveryChapterHasAtLeastThreeExercisesInOrder() throws {
    let exercises = try catalog.get().exercises
    for chapter in ExerciseCatalog.chapters {
      let ids = exercises.filter { $0.chapter == chapter.name }.map(\.id)
      XCTAssertGreaterThanOrEqual(
        ids.count, 3,
        "\(chapter.name) has \(ids.count) exercises; the README promises three at least")
      let prefix = chapter.name.lowercased()
      XCTAssertEqual(
        ids, (1...max(1, ids.count)).map { "\(prefix)-\($0)" },
        "\(chapter.name)'s ids run \(prefix)-1, \(prefix)-2, … in Exercises/exercises.json")
    }
    XCTAssertEqual(
      exercises.map(\.chapter),
      exercises.map(\.chapter).sorted {
        chapterNumber($0) < chapterNumber($1)
      }, "the list runs chapter by chapter")
  }

  func testEachExerciseHasItsTaskInItsChapter() throws {
    let catalog = try catalog.get()
    for exercise in catalog.exercises {
      let chapter = try XCTUnwrap(catalog.chapter(of: exercise), exercise.id)
      let text = try String(
        contentsOf: TestPaths.packageRoot.appendingPathComponent(chapter.document), encoding: .utf8)
      XCTAssertTrue(
        text.contains("\n## Exercises\n"), "\(chapter.document) has no Exercises section")
      XCTAssertTrue(
        text.contains("\n### \(exercise.id) · \(exercise.title)\n"),
        "\(chapter.document) has no heading `### \(exercise.id) · \(exercise.title)` in its "
          + "Exercises section (the id and title as Exercises/exercises.json has them)")
      XCTAssertTrue(
        text.contains("swift run workbook check \(exercise.id)"),
        "\(chapter.document), task \(exercise.id): the line `swift run workbook check "
          + "\(exercise.id)` is missing (each task ends: Edit `Exercises/\(exercise.id)/<file>`; "
          + "check with `swift run workbook check \(exercise.id)`.)")
    }
  }

  func testEachExerciseHasItsFilesChecksAndAMarkedReference() throws {
    let catalog = try catalog.get()
    try XCTSkipUnless(
      catalog.hasReferenceSolutions,
      "an assignment template (workbook template): no reference solutions to read")
    for exercise in catalog.exercises {
      let folder = catalog.directory(of: exercise)
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Checks.swift").path),
        "Exercises/\(exercise.id)/Checks.swift is missing: the checks' program is that file")
      let starter = try catalog.referenceFiles(of: exercise, .starter)
      let solution = try catalog.referenceFiles(of: exercise, .solution)
      XCTAssertNotEqual(starter, solution, "\(exercise.id): the starter is the solution")
      assertTheHintNudgesWithoutCode(exercise, starter: starter, solution: solution)
    }
  }

  /// A hint comes in two or three steps (a question, then the idea) and never gives the
  /// code: no line the learner writes appears in it, and what it puts in backticks is a
  /// name the given code already has, never an expression.
  private func assertTheHintNudgesWithoutCode(
    _ exercise: Exercise, starter: [String: String], solution: [String: String]
  ) {
    let steps = exercise.hints
    XCTAssertTrue(
      (2...3).contains(steps.count),
      "\(exercise.id): its hint has \(steps.count) steps in Exercises/exercises.json; "
        + "give two or three (a question, then the idea)")
    XCTAssertFalse(
      steps.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty },
      "\(exercise.id): a step of its hint is empty")
    let given = Set(starter.values.flatMap { $0.split(separator: "\n").map(Self.trimmed) })
    let written = solution.values.flatMap { $0.split(separator: "\n").map(Self.trimmed) }
      .filter { !given.contains($0) && $0.count >= 12 && !$0.hasPrefix("//") }
    // A type, a member, a file: letters, digits and . + - _, perhaps a signature's labels.
    let name = /[A-Za-z_][A-Za-z0-9_.+\-]*(\([A-Za-z0-9_:]*\))?/
    for (index, step) in steps.enumerated() {
      for line in written where step.contains(line) {
        XCTFail("\(exercise.id), hint step \(index + 1) gives a line of the solution: \(line)")
      }
      let spans = step.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      for span in spans.filter({ $0.offset % 2 == 1 }) {
        XCTAssertNotNil(
          try? name.wholeMatch(in: span.element),
          "\(exercise.id), hint step \(index + 1) quotes `\(span.element)`: a hint names what "
            + "the code has, it does not write the code")
      }
    }
  }

  private static func trimmed(_ line: Substring) -> String {
    line.trimmingCharacters(in: .whitespaces)
  }

  private func chapterNumber(_ name: String) -> Int {
    ExerciseCatalog.chapters.first { $0.name == name }?.number ?? 0
  }

  /// GitHub Classroom grades only what its two files list, so an exercise missing from
  /// them would quietly never be graded: they are made from the catalog
  /// (`swift run workbook classroom --write`), and this fails while they differ.
  func testTheClassroomFilesGradeExactlyTheCatalogsExercises() throws {
    let result = try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"),
      arguments: ["classroom", "--no-build"], directory: TestPaths.packageRoot)
    XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
  }
}
