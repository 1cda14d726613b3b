import Foundation

/// A recorded right design: a whole learner file that solves the exercise another way
/// than its reference, kept in `Exercises/<id>/.meta/right/<name>.swift` so that
/// `workbook verify` proves, on every run, that the checks and the grader let it pass.
/// A design exercise keeps one for each sound form its task allows (the class form and
/// the protocol form of a template method), so that a check about how the code is
/// written never refuses a form the task accepts.
///
/// The file opens with a comment saying which design it is:
///
/// ```swift
/// // Design: the protocol form, each format a struct whose steps are requirements.
/// ```
///
/// An exercise with more than one learner file keeps each design as a folder,
/// `right/<name>/`, holding them by name.
struct RightDesign: Sendable {
  /// `templatemethod-3`.
  var exerciseID: String
  /// `right/protocol-form.swift`, as verify names it.
  var name: String
  /// The learner's files as this design has them, by name.
  var files: [String: String]
  /// Where each file is kept, relative to the package: what a compiler message points to.
  var paths: [String: String]

  /// The words every design's first comment carries, so a reader knows what it shows.
  static let requiredLabels = ["// Design:"]
}

extension ExerciseCatalog {
  /// The right designs recorded for `exercise`, in name order. Throws when one cannot
  /// be read, or its first comment does not say which design it is.
  func rightDesigns(of exercise: Exercise) throws -> [RightDesign] {
    try recordedDesigns(
      of: exercise, in: "right", labels: RightDesign.requiredLabels,
      saying: "which sound design, other than the reference's, it is"
    ).map { design in
      RightDesign(
        exerciseID: exercise.id, name: design.name, files: design.files, paths: design.paths)
    }
  }
}

extension Workbook {
  /// Checks every recorded right design of `exercises` in a scratch copy under
  /// `scratch`; each must pass, checked and graded. Adds what went wrong to `problems`;
  /// returns how many passed.
  func verifyRightDesigns(of exercises: [Exercise], in scratch: URL, problems: inout [String])
    throws -> Int
  {
    var passed = 0
    for exercise in exercises {
      for (index, design) in try catalog.rightDesigns(of: exercise).enumerated() {
        let copy = scratch.appendingPathComponent("\(exercise.id)-right-\(index)")
        try makeCopy(of: exercise, at: copy, files: design.files)
        let (outcome, graded) = try checkedAndGraded(exercise, in: copy)
        let failed = [("checked", outcome), ("graded", graded)].filter { $0.1.status != .pass }
        for (how, outcome) in failed {
          console.print("✗ \(exercise.id) \(design.name), \(how): \(outcome.verdict)")
          console.print(
            ReferencePaths(copy: copy, packageRoot: packageRoot, exerciseID: exercise.id)
              .pointing(outcome.report, files: design.paths.mapValues { ($0, nil) }))
          problems.append(
            "\(exercise.id) \(design.name) should \(how == "graded" ? "graded " : "")pass")
        }
        if failed.isEmpty {
          console.print(
            "✓ \(exercise.id) \(design.name): \(outcome.verdict)"
              + Self.graded(graded, beside: outcome))
          passed += 1
        }
      }
    }
    return passed
  }
}
