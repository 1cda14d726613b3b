import ExerciseSupport
import Foundation

/// A recorded wrong design: a whole learner file that makes a mistake the chapter warns
/// about, kept in `Exercises/<id>/.meta/wrong/<name>.swift` so that `workbook verify`
/// proves, on every run, that the exercise's checks still reject it.
///
/// The file opens with a comment that says what is wrong and which lesson it breaks:
///
/// ```swift
/// // Mistake: the view takes the model after all, through the qualified name
/// // `extension MVC.FieldsView { func show(_ film: Film) }`.
/// // Lesson: views take strings, never a model (chapter 1).
/// ```
///
/// A wrong design must fail with a verdict: a check that fails, or a probe that says
/// why. "Does not compile" counts only when the first comment has a line that begins
/// `// Rejected by the compiler`, for a chapter whose point is that Swift refuses it.
/// An exercise with more than one learner file keeps each design as a folder,
/// `wrong/<name>/`, holding the learner's files by name.
struct WrongDesign: Sendable {
  /// `mvc-2`.
  var exerciseID: String
  /// `wrong/qualified-extension.swift`, as verify names it.
  var name: String
  /// The learner's files as this design has them, by name.
  var files: [String: String]
  /// Where each file is kept, relative to the package: what a compiler message points to.
  var paths: [String: String]
  /// Whether its first comment says that not compiling is the point.
  var rejectedByTheCompiler: Bool

  /// The words every design's first comment carries, so a reader knows what it shows.
  static let requiredLabels = ["// Mistake:", "// Lesson:"]
}

extension WrongDesign {
  /// Why `outcome` is no verdict on this design, or `nil` when it is one: a failed
  /// check or probe is, and so is the grader's refusal of the code; a pass, a crash, a
  /// hang is not, and neither is "does not compile" unless the design's first comment
  /// says that is the point.
  func problem(with outcome: CheckOutcome) -> String? {
    if outcome.refusedByTheGrader { return nil }
    switch outcome.status {
    case .fail: return nil
    case .pass, .notStarted: return "passes every check: the checks do not see its mistake"
    case .error:
      let compiles = !outcome.verdict.hasPrefix("does not compile")
      if !compiles && rejectedByTheCompiler { return nil }
      return compiles
        ? "\(outcome.verdict): a crash or a hang is no verdict"
        : "does not compile: record a design that compiles and fails a check, or say in its "
          + "first comment '// Rejected by the compiler' when that is the chapter's point"
    }
  }
}

extension ExerciseCatalog {
  /// `Exercises/<id>/.meta/wrong/`.
  func wrongDesignsDirectory(of exercise: Exercise) -> URL {
    directory(of: exercise).appendingPathComponent(".meta/wrong")
  }

  /// The wrong designs recorded for `exercise`, in name order. Throws when one cannot
  /// be read, or its first comment does not say its mistake and lesson.
  func wrongDesigns(of exercise: Exercise) throws -> [WrongDesign] {
    try recordedDesigns(
      of: exercise, in: "wrong", labels: WrongDesign.requiredLabels,
      saying: "which mistake it makes and which lesson of the chapter it breaks"
    ).map { design in
      WrongDesign(
        exerciseID: exercise.id, name: design.name, files: design.files, paths: design.paths,
        rejectedByTheCompiler: design.opening.contains("\n// Rejected by the compiler")
          || design.opening.hasPrefix("// Rejected by the compiler"))
    }
  }

  /// The designs kept in `Exercises/<id>/.meta/<kind>/`, in name order: each a learner
  /// file (`<name>.swift`), or a folder holding the learner's files by name when there
  /// are several, whose first comment has every one of `labels`.
  func recordedDesigns(
    of exercise: Exercise, in kind: String, labels: [String], saying what: String
  ) throws -> [(name: String, files: [String: String], paths: [String: String], opening: String)] {
    let folder = directory(of: exercise).appendingPathComponent(".meta/\(kind)")
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    let base = "Exercises/\(exercise.id)/.meta/\(kind)"
    var designs: [(String, [String: String], [String: String], String)] = []
    for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where !entry.hasPrefix(".") {
      let url = folder.appendingPathComponent(entry)
      var files: [String: String] = [:]
      var paths: [String: String] = [:]
      if entry.hasSuffix(".swift") {
        guard exercise.files.count == 1, let only = exercise.files.first else {
          throw WorkbookError(
            "\(base)/\(entry): \(exercise.id) has \(exercise.files.count) learner files, so "
              + "each design is a folder holding them by name")
        }
        files[only] = try read(url)
        paths[only] = "\(base)/\(entry)"
      } else {
        for name in exercise.files {
          files[name] = try read(url.appendingPathComponent(name))
          paths[name] = "\(base)/\(entry)/\(name)"
        }
      }
      let opening = files.values.map(Self.openingComment).joined(separator: "\n")
      for label in labels where !opening.contains(label) {
        throw WorkbookError(
          "\(base)/\(entry): its first comment needs a '\(label)' line (say \(what))")
      }
      designs.append(("\(kind)/\(entry)", files, paths, opening))
    }
    return designs
  }

  private func read(_ url: URL) throws -> String {
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw WorkbookError(
        "cannot read a recorded design: " + WorkbookError.plain(error, relativeTo: packageRoot))
    }
  }

  /// The `//` lines a file begins with.
  static func openingComment(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { $0.hasPrefix("//") }.joined(separator: "\n")
  }
}

extension Workbook {
  /// How many wrong designs each exercise keeps, at the least.
  static let wrongDesignsPerExercise = 2

  /// Checks every recorded wrong design of `exercises` in a scratch copy under
  /// `scratch`; each must fail with a verdict. Adds what went wrong to `problems`;
  /// returns how many were rejected.
  func verifyWrongDesigns(of exercises: [Exercise], in scratch: URL, problems: inout [String])
    throws -> Int
  {
    var rejected = 0
    for exercise in exercises {
      let designs = try catalog.wrongDesigns(of: exercise)
      if designs.count < Self.wrongDesignsPerExercise {
        problems.append(
          "\(exercise.id) records \(designs.count) wrong design\(designs.count == 1 ? "" : "s") "
            + "in Exercises/\(exercise.id)/.meta/wrong/; each exercise keeps at least "
            + "\(Self.wrongDesignsPerExercise)")
      }
      for (index, design) in designs.enumerated() {
        let copy = scratch.appendingPathComponent("\(exercise.id)-wrong-\(index)")
        try makeCopy(of: exercise, at: copy, files: design.files)
        let (outcome, graded) = try checkedAndGraded(exercise, in: copy)
        let found = [("checked", outcome), ("graded", graded)].compactMap { how, outcome in
          design.problem(with: outcome).map { (how, outcome, $0) }
        }
        for (how, outcome, problem) in found {
          console.print("✗ \(exercise.id) \(design.name), \(how): \(outcome.verdict)")
          console.print(
            ReferencePaths(copy: copy, packageRoot: packageRoot, exerciseID: exercise.id)
              .pointing(outcome.report, files: design.paths.mapValues { ($0, nil) }))
          problems.append("\(exercise.id) \(design.name) \(how) \(problem)")
        }
        if found.isEmpty {
          let by = outcome.firstFailure.map { " “\($0.name)”" } ?? ""
          console.print(
            "✓ \(exercise.id) \(design.name): rejected, \(outcome.verdict)\(by)"
              + Self.graded(graded, beside: outcome))
          rejected += 1
        }
      }
    }
    return rejected
  }

  /// `exercise`'s folder copied to `copy`, with its learner files replaced by `files`.
  func makeCopy(of exercise: Exercise, at copy: URL, files: [String: String]) throws {
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: catalog.directory(of: exercise), to: copy)
    for (name, text) in files {
      try text.write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  /// `report`, from a check of the `version` of `exercise` in `copy`, with the copy's
  /// paths pointing to the files a maintainer edits: the marked `.meta` file, at the
  /// line the message is about, and the exercise's own files.
  func pointingIntoReference(
    _ report: String, copy: URL, of exercise: Exercise, _ version: SolutionMarkers.Version
  ) -> String {
    var files: [String: (String, [Int]?)] = [:]
    for name in exercise.files {
      let path = "Exercises/\(exercise.id)/.meta/\(name)"
      let marked = try? String(
        contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      let origins = marked.flatMap {
        try? SolutionMarkers.extractWithOrigins(version, from: $0).origins
      }
      files[name] = (path, origins)
    }
    return ReferencePaths(copy: copy, packageRoot: packageRoot, exerciseID: exercise.id)
      .pointing(report, files: files)
  }
}

/// Rewrites paths into a scratch copy of an exercise as paths of the package's own files.
struct ReferencePaths {
  var copy: URL
  var packageRoot: URL
  var exerciseID: String

  /// `report` with each `<copy>/<name>:<line>` shown as `files[name]`'s path and, when
  /// its line numbers are given, the line of that file; other files of the copy as
  /// `Exercises/<id>/<name>`.
  func pointing(_ report: String, files: [String: (path: String, origins: [Int]?)]) -> String {
    // Absolute first; then as the checker shows them, relative to the package.
    var prefixes = [copy.path + "/"]
    let root = packageRoot.path + "/"
    if copy.path.hasPrefix(root) { prefixes.append(String(copy.path.dropFirst(root.count)) + "/") }
    return prefixes.reduce(report) { rewrite($0, prefix: $1, files: files) }
  }

  private func rewrite(
    _ text: String, prefix: String, files: [String: (path: String, origins: [Int]?)]
  ) -> String {
    var result = ""
    var rest = Substring(text)
    while let found = rest.range(of: prefix) {
      result += rest[..<found.lowerBound]
      rest = rest[found.upperBound...]
      let name = rest.prefix { $0 != ":" && !$0.isWhitespace }
      rest = rest.dropFirst(name.count)
      guard let file = files[String(name)] else {
        result += "Exercises/\(exerciseID)/\(name)"
        continue
      }
      result += file.path
      guard rest.hasPrefix(":"), let origins = file.origins else { continue }
      let digits = rest.dropFirst().prefix(while: \.isNumber)
      if let line = Int(digits), line >= 1, line <= origins.count {
        result += ":\(origins[line - 1])"
        rest = rest.dropFirst(1 + digits.count)
      }
    }
    return result + rest
  }
}
