import ExerciseSupport
import Foundation

/// Grades a learner's repository against a reference: only the learner's files come
/// from the repository; the checks, probes, given files, catalog and library come from
/// the reference (`GradingReference`), and the checks are compiled apart from the
/// learner's code (`ExerciseChecker.compileGraded`).
struct Grader {
  let studentRoot: URL
  let reference: GradingReference
  /// The reference's catalog: which exercises there are and which files are the learner's.
  let catalog: ExerciseCatalog
  let checker: ExerciseChecker
  let repository: String
  let commit: String?

  init(studentRoot: URL, reference named: String?, buildFirst: Bool, console: Console) throws {
    self.studentRoot = studentRoot
    reference = try GradingReference.resolve(named, studentRoot: studentRoot)
    catalog = try ExerciseCatalog(packageRoot: reference.folder)
    let products = try reference.productsDirectory(
      running: PackageLocation.productsDirectory(), build: buildFirst, console: console)
    checker = ExerciseChecker(
      productsDirectory: products,
      scratchDirectory: reference.folder.appendingPathComponent(".build/workbook"))
    (repository, commit) =
      (try? Git(root: studentRoot).describe()) ?? (studentRoot.path, nil)
  }

  /// What the record says of every graded exercise.
  var record: GradingRecord {
    GradingRecord(
      reference: reference.name, repository: repository, commit: commit, changedFiles: [])
  }

  /// The verdict on `exercise` as the learner's files in the repository have it.
  func grade(_ exercise: Exercise) throws -> (ExerciseResults, CheckOutcome) {
    let scratch = checker.scratchDirectory.appendingPathComponent("graded-\(UUID().uuidString)")
    try ScratchFolders.make(scratch)
    defer { ScratchFolders.remove(scratch) }
    let copy = scratch.appendingPathComponent("Exercises/\(exercise.id)")
    let original = reference.folder.appendingPathComponent("Exercises/\(exercise.id)")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: original, to: copy)
    try? FileManager.default.removeItem(at: copy.appendingPathComponent(".meta"))
    let learnerFiles = ExerciseCatalog(exercises: [exercise], packageRoot: studentRoot)
      .currentFiles(of: exercise)
    for (name, text) in learnerFiles {
      try text.write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    var checker = self.checker
    checker.displayRoot = scratch
    let outcome = try checker.check(exercise, in: copy, reference: original)
    let starters = ExerciseCatalog(exercises: [exercise], packageRoot: reference.folder)
      .currentFiles(of: exercise)
    var results = ExerciseResults(
      exercise: exercise, outcome: outcome, untouched: learnerFiles == starters)
    var record = self.record
    record.changedFiles = reference.changedFiles(of: exercise, studentRoot: studentRoot)
    results.grading = record
    return (results, outcome)
  }
}

extension Workbook {
  /// `grade ID`: the graded check of one exercise, as the Classroom workflow runs it.
  /// Exit 0 when it passes. A protected file that differs from the reference does not
  /// change the verdict (the reference's was used) but is named.
  func grade(_ id: String, reference: String?, json: Bool) throws -> Int32 {
    let grader = try Grader(
      studentRoot: packageRoot, reference: reference, buildFirst: buildFirst, console: console)
    guard let exercise = grader.catalog.exercise(id) else {
      throw WorkbookError("no exercise '\(id)' in the reference (\(grader.reference.name))")
    }
    if !json {
      console.print("Grading \(exercise.id) · \(exercise.title) against \(grader.reference.name)\n")
    }
    let (results, outcome) = try grader.grade(exercise)
    if json {
      console.print(String(decoding: try ExerciseResults.encoder().encode(results), as: UTF8.self))
    } else {
      console.print(outcome.report.trimmingTrailingNewlines() + "\n")
      let mark = outcome.status == .pass ? "✓" : "✗"
      console.print(
        "\(mark) \(exercise.id) \(outcome.verdict)\(results.untouched ? " (untouched starter)" : "")"
      )
      if let changed = results.grading?.changedFiles, !changed.isEmpty {
        console.print(
          "⚠ changed from the reference, which was used instead: "
            + changed.prefix(10).joined(separator: ", ")
            + (changed.count > 10 ? " and \(changed.count - 10) more" : ""))
      }
    }
    return outcome.status == .pass ? ExitStatus.ok : ExitStatus.failed
  }

  /// `report --json --reference R`: every exercise graded, with the reference, the
  /// repository and commit graded, and what was changed.
  func gradedReport(reference: String?) throws -> Int32 {
    let grader = try Grader(
      studentRoot: packageRoot, reference: reference, buildFirst: buildFirst, console: console)
    let rows = try grader.catalog.exercises.map { try grader.grade($0).0 }
    try printReport(rows, grading: grader.record)
    return 0
  }

  /// The class sheet: the rows, how many pass, and for a graded one what was graded.
  func printReport(_ rows: [ExerciseResults], grading: GradingRecord?) throws {
    struct Report: Encodable {
      var exercises: [ExerciseResults]
      var passed: Int
      var untouched: Int
      var total: Int
      var grading: GradingRecord?
      var tampered: Bool?
    }
    let report = Report(
      exercises: rows, passed: rows.filter { $0.status == .pass }.count,
      untouched: rows.filter(\.untouched).count, total: rows.count, grading: grading,
      tampered: grading.map { _ in rows.contains { $0.grading?.tampered == true } })
    console.print(String(decoding: try ExerciseResults.encoder().encode(report), as: UTF8.self))
  }
}
