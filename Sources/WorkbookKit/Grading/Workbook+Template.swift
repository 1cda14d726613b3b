import CommandLineDeclaration
import Foundation

extension Workbook {
  /// `template --yes`: makes this package, in place, the template of an assignment.
  /// Each learner file is put back to its starter, whose fingerprint goes into the
  /// catalog (so "not started" still shows without `.meta`); every `Exercises/*/.meta`
  /// goes; `ci.yml` becomes the students' cheap CI. `verify` then skips, and the tests
  /// that need `.meta` skip.
  mutating func makeTemplate(confirmed: Bool) throws -> Int32 {
    guard confirmed else {
      throw CommandLineError(
        "template rewrites this folder in place (removes every Exercises/*/.meta and "
          + "rewrites .github/workflows/ci.yml): run it in a copy, and confirm with --yes")
    }
    guard catalog.hasReferenceSolutions else {
      throw WorkbookError("this is an assignment template already: no Exercises/*/.meta here")
    }
    var exercises: [Exercise] = []
    // The fingerprint needs git: found before anything is changed.
    _ = try Git(root: packageRoot)
    for var exercise in catalog.exercises {
      let starter = try catalog.referenceFiles(of: exercise, .starter)
      for (name, text) in starter {
        try text.write(
          to: catalog.directory(of: exercise).appendingPathComponent(name), atomically: true,
          encoding: .utf8)
      }
      exercise.starter = ProgressStore.fingerprint(starter)
      exercises.append(exercise)
    }
    for exercise in exercises {
      try? FileManager.default.removeItem(
        at: catalog.directory(of: exercise).appendingPathComponent(".meta"))
    }
    let ci = packageRoot.appendingPathComponent(ClassroomFiles.ciPath)
    try FileManager.default.createDirectory(
      at: ci.deletingLastPathComponent(), withIntermediateDirectories: true)
    try ClassroomFiles.studentCI.write(to: ci, atomically: true, encoding: .utf8)
    try? FileManager.default.removeItem(at: progress.file)
    let pin = try Self.pinTemplate(exercises, at: packageRoot)
    console.print(
      """
      An assignment template of \(exercises.count) exercises: starters in place, their \
      fingerprints in Exercises/exercises.json, no Exercises/*/.meta, and \
      \(ClassroomFiles.ciPath) a build for each student's push. Its files are pinned as \
      \(pin) (in the catalog and the two Classroom files): the Autograding workflow \
      grades only against the first commit that has them.
      Next: commit it as the first commit of a new repository, mark it a template, and \
      name it as the assignment's starter code in GitHub Classroom. Change nothing \
      before that commit, or run workbook template again.
      """)
    return 0
  }

  /// Pins the template at `root`, whose catalog is to list `exercises`: writes the
  /// catalog with the fingerprint of the files as git would commit them
  /// (`TemplateFingerprint`), and the Classroom files that carry it. The fingerprint
  /// leaves out the catalog's pin line and `.github/`, so writing them keeps it.
  static func pinTemplate(_ exercises: [Exercise], at root: URL) throws -> String {
    let catalogFile = root.appendingPathComponent(TemplateFingerprint.catalogPath)
    try writeCatalog(exercises, template: String(repeating: "0", count: 40), to: catalogFile)
    let unpinned = TemplateFingerprint.unpinned(
      catalog: try String(contentsOf: catalogFile, encoding: .utf8))
    let git = try Git(root: root)
    let pin = try TemplateFingerprint.fingerprint(folder: root, asCommitted: true, git: git)
    try writeCatalog(exercises, template: pin, to: catalogFile)
    guard
      TemplateFingerprint.unpinned(catalog: try String(contentsOf: catalogFile, encoding: .utf8))
        == unpinned
    else {
      throw WorkbookError(
        "the catalog's pin line is not \(TemplateFingerprint.pinLinePrefix)…: cannot pin")
    }
    let catalog = try ExerciseCatalog(packageRoot: root)
    for (path, text) in [
      (ClassroomFiles.autogradingPath, ClassroomFiles.autograding(catalog)),
      (ClassroomFiles.workflowPath, ClassroomFiles.workflow(catalog)),
    ] {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return pin
  }

  /// Writes `exercises`, and the template's fingerprint when there is one, to `file`.
  private static func writeCatalog(_ exercises: [Exercise], template: String?, to file: URL)
    throws
  {
    struct File: Encodable {
      var exercises: [Exercise]
      var template: String?
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(File(exercises: exercises, template: template))
    data.append(0x0A)
    try data.write(to: file)
  }

  /// `classroom [--write]`: whether the Classroom files are the ones the catalog
  /// makes, or (with `write`) makes them so.
  func classroom(write: Bool) throws -> Int32 {
    let files = [
      (ClassroomFiles.autogradingPath, ClassroomFiles.autograding(catalog)),
      (ClassroomFiles.workflowPath, ClassroomFiles.workflow(catalog)),
    ]
    var stale: [String] = []
    for (path, text) in files {
      let file = packageRoot.appendingPathComponent(path)
      guard (try? String(contentsOf: file, encoding: .utf8)) != text else { continue }
      stale.append(path)
      if write {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
    }
    if stale.isEmpty {
      console.print("classroom: both files grade the \(catalog.exercises.count) exercises")
      return 0
    }
    console.print(
      "classroom: " + stale.joined(separator: ", ")
        + (write
          ? " rewritten from Exercises/exercises.json"
          : " differ from what Exercises/exercises.json makes: swift run workbook classroom --write")
    )
    return write ? 0 : 1
  }
}
