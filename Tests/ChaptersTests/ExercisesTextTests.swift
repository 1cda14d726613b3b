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
    for exercise in catalog.exercises {
      let folder = catalog.directory(of: exercise)
      XCTAssertTrue(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Checks.swift").path),
        "Exercises/\(exercise.id)/Checks.swift is missing: the checks' program is that file")
      XCTAssertFalse(
        exercise.hint.isEmpty, "\(exercise.id): its hint in Exercises/exercises.json is empty")
      let starter = try catalog.referenceFiles(of: exercise, .starter)
      let solution = try catalog.referenceFiles(of: exercise, .solution)
      XCTAssertNotEqual(starter, solution, "\(exercise.id): the starter is the solution")
    }
  }

  /// GitHub Classroom grades only what its two files list, so an exercise missing from
  /// them is quietly never graded: both must list exactly the catalog's exercises.
  func testTheClassroomFilesGradeEveryExercise() throws {
    let catalog = try catalog.get()
    let root = TestPaths.packageRoot
    struct Autograding: Decodable {
      struct Test: Decodable { var name: String; var run: String }
      var tests: [Test]
    }
    let autograding = try JSONDecoder().decode(
      Autograding.self,
      from: Data(contentsOf: root.appendingPathComponent(".github/classroom/autograding.json")))
    XCTAssertEqual(
      autograding.tests.map(\.run), catalog.exercises.map { "swift run workbook check \($0.id)" },
      ".github/classroom/autograding.json: one test per exercise, in the list's order")
    XCTAssertEqual(
      autograding.tests.map(\.name), catalog.exercises.map { "\($0.id) · \($0.title)" },
      ".github/classroom/autograding.json: each test named `<id> · <title>`")
    let workflow = try String(
      contentsOf: root.appendingPathComponent(".github/workflows/classroom.yml"), encoding: .utf8)
    let runners = catalog.exercises.map { $0.id.replacingOccurrences(of: "-", with: "_") }
    for (exercise, runner) in zip(catalog.exercises, runners) {
      for line in [
        "id: \(runner)", "command: swift run workbook check \(exercise.id)",
        "\(runner.uppercased())_RESULTS: \"${{steps.\(runner).outputs.result}}\"",
      ] {
        XCTAssertTrue(
          workflow.contains(line), ".github/workflows/classroom.yml lacks `\(line)`")
      }
    }
    XCTAssertTrue(
      workflow.contains("runners: " + runners.joined(separator: ",") + "\n"),
      ".github/workflows/classroom.yml: its `runners:` line lists every exercise, in order")
  }

  private func chapterNumber(_ name: String) -> Int {
    ExerciseCatalog.chapters.first { $0.name == name }?.number ?? 0
  }
}
