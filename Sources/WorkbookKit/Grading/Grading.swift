import Foundation

/// Where a graded check takes everything but the learner's files from: a folder the
/// learner did not write, either named (`--reference FOLDER`) or made from a commit of
/// the learner's repository (`--reference REV`; by default its first commit, which is
/// the assignment's template as GitHub Classroom copied it).
struct GradingReference {
  /// The reference's package folder.
  var folder: URL
  /// How the record names it: the commit's hash, or the folder's path.
  var name: String

  /// The reference `named` (a folder or a revision), or the first commit of the
  /// repository at `studentRoot`.
  static func resolve(_ named: String?, studentRoot: URL) throws -> GradingReference {
    if let named {
      let folder = URL(fileURLWithPath: named, relativeTo: studentRoot).standardizedFileURL
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        guard
          FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("Package.swift").path)
        else { throw WorkbookError("--reference \(named): the folder holds no Package.swift") }
        return GradingReference(folder: folder, name: folder.path)
      }
    }
    let git = try Git(root: studentRoot)
    let commit = try named.map(git.commit) ?? git.firstCommit()
    return GradingReference(folder: try git.extract(commit), name: commit)
  }

  /// The products (the chapters' library and modules) built from the reference: those
  /// of the running program when it was built there, else a `swift build` of the
  /// reference's library.
  ///
  /// Without `build` (`--no-build`) the caller vouches for the library beside the
  /// running program: the Classroom workflow runs the program it built from the
  /// reference, in a folder of its own, and so does an instructor's own copy.
  func productsDirectory(running: URL, build: Bool, console: Console) throws -> URL {
    let root = folder.resolvingSymlinksInPath().path + "/"
    if running.resolvingSymlinksInPath().path.hasPrefix(root) || !build { return running }
    let products = folder.appendingPathComponent(".build/\(running.lastPathComponent)")
    if let failure = WorkbookCommand.buildPackage(
      at: folder, product: "BlueLibrary", console: console)
    {
      throw failure
    }
    return products
  }

  /// The files of the learner's repository at `studentRoot` that a learner must not
  /// change and that differ from the reference's, as paths from the package's folder:
  /// the exercise's own (its checks, probes and given files: everything in its folder
  /// but the learner's files and `.meta`), and the package's sources, manifest,
  /// exercise catalog and workflows. A file the reference lacks counts when it sits
  /// in the exercise's folder (a `Helpers.swift` beside the learner's file).
  func changedFiles(of exercise: Exercise, studentRoot: URL) -> [String] {
    let exerciseFolder = "Exercises/\(exercise.id)"
    let learner = Set(exercise.files.map { "\(exerciseFolder)/\($0)" })
    var changed: [String] = []
    for path in ["Package.swift", "Exercises/exercises.json"]
    where Self.contents(folder, path) != Self.contents(studentRoot, path) {
      changed.append(path)
    }
    for tree in ["Sources", ".github", exerciseFolder] {
      let paths = Set(
        Self.files(under: tree, in: folder) + Self.files(under: tree, in: studentRoot))
      for path in paths.sorted()
      where !learner.contains(path) && !path.hasPrefix("\(exerciseFolder)/.meta/")
        && Self.contents(folder, path) != Self.contents(studentRoot, path)
      {
        changed.append(path)
      }
    }
    return changed
  }

  private static func contents(_ root: URL, _ path: String) -> Data? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
  }

  /// Every file under `tree` in `root`, as paths from `root`.
  private static func files(under tree: String, in root: URL) -> [String] {
    let base = root.appendingPathComponent(tree)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var paths: [String] = []
    while let path = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      let full = base.appendingPathComponent(path).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
        paths.append("\(tree)/\(path)")
      }
    }
    return paths
  }
}

/// The few `git` commands grading needs, in the learner's repository.
struct Git {
  let root: URL
  let git: URL

  init(root: URL) throws {
    self.root = root
    guard let git = ProcessRunner.find("git") else {
      throw WorkbookError(
        "git is not on PATH, so no commit can be the reference: name a folder with --reference")
    }
    self.git = git
  }

  /// `git -C root arguments…`: its output, or an error with what it said.
  func run(_ arguments: [String]) throws -> String {
    let result = try ProcessRunner.run(git, arguments: ["-C", root.path] + arguments)
    guard result.status == 0 else {
      throw WorkbookError(
        "git \(arguments.joined(separator: " ")): "
          + result.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The hash of the commit `revision` names.
  func commit(_ revision: String) throws -> String {
    do {
      return try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
    } catch {
      throw WorkbookError("--reference \(revision): no such folder, and no such commit here")
    }
  }

  /// The repository's first commit: the one without a parent, when there is one.
  func firstCommit() throws -> String {
    let roots = try run(["rev-list", "--max-parents=0", "HEAD"]).split(separator: "\n")
    guard roots.count == 1, let first = roots.first else {
      throw WorkbookError(
        "this repository has \(roots.count) first commits: name the reference with --reference")
    }
    return String(first)
  }

  /// Where the repository is kept and the commit it is at, for the class sheet.
  func describe() -> (repository: String, commit: String?) {
    let origin = try? run(["remote", "get-url", "origin"])
    return (origin.flatMap { $0.isEmpty ? nil : $0 } ?? root.path, try? run(["rev-parse", "HEAD"]))
  }

  /// The tree of `commit`, in a folder of the system's temporary folder (outside the
  /// repository, so nothing committed can stand in for it), kept for the next grading
  /// of the same commit.
  func extract(_ commit: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-reference-\(commit)")
    let done = folder.appendingPathComponent(".build/workbook-extracted")
    if FileManager.default.fileExists(atPath: done.path) { return folder }
    let scratch = folder.deletingLastPathComponent()
      .appendingPathComponent("workbook-reference-\(UUID().uuidString)")
    // Gone once moved into place; removed if the unpacking fails or is interrupted.
    try ScratchFolders.make(scratch)
    defer { ScratchFolders.remove(scratch) }
    try FileManager.default.createDirectory(
      at: scratch.appendingPathComponent(".build"), withIntermediateDirectories: true)
    let unpacked = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", "\"$1\" -C \"$2\" archive --format=tar \"$3\" | tar -x -C \"$4\"", "sh", git.path,
        root.path, commit, scratch.path,
      ])
    guard unpacked.status == 0 else {
      try? FileManager.default.removeItem(at: scratch)
      throw WorkbookError("cannot unpack commit \(commit): \(unpacked.standardError)")
    }
    _ = FileManager.default.createFile(
      atPath: scratch.appendingPathComponent(".build/workbook-extracted").path, contents: nil)
    // Another grading may have unpacked it meanwhile: then that copy is used.
    if (try? FileManager.default.moveItem(at: scratch, to: folder)) == nil {
      try? FileManager.default.removeItem(at: scratch)
    }
    return folder
  }
}
