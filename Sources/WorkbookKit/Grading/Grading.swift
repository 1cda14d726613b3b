import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a graded check takes everything but the learner's files from: a folder the
/// learner did not write, either named (`--reference FOLDER`) or made from a commit of
/// the learner's repository (`--reference REV`; by default its first commit, which is
/// the assignment's template as GitHub Classroom copied it).
///
/// With a pin (`--pin`, or without `--reference` the catalog's `template`), the
/// reference must be the pinned template file for file (`TemplateFingerprint`), and
/// the default is the first commit that is: another first commit, merged in from an
/// orphan branch, is never taken for it.
struct GradingReference {
  /// The reference's package folder.
  var folder: URL
  /// How the record names it: the commit's hash, or the folder's path.
  var name: String
  /// The template fingerprint the reference was found to have, when one was asked for.
  var pin: String?

  /// The reference `named` (a folder or a revision), or the first commit of the
  /// repository at `studentRoot` (the pinned one, with a pin).
  static func resolve(
    _ named: String?, pin: String?, studentRoot: URL, catalogPin: String?
  ) throws -> GradingReference {
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
        if let pin {
          try checkPinned(folder: folder, named: named, pin: pin, studentRoot: studentRoot)
        }
        return GradingReference(folder: folder, name: folder.path, pin: pin)
      }
    }
    let git = try Git(root: studentRoot)
    let commit: String
    let pinned: String?
    if let named {
      commit = try git.commit(named)
      pinned = pin
      if let pin, try TemplateFingerprint.fingerprint(commit: commit, in: git) != pin {
        throw WorkbookError(
          "--reference \(named): commit \(commit) is not the template pinned as \(pin): grade nothing"
        )
      }
    } else if let pin = pin ?? catalogPin {
      commit = try git.pinnedFirstCommit(pin)
      pinned = pin
    } else {
      commit = try git.firstCommit()
      pinned = nil
    }
    return GradingReference(folder: try git.extract(commit), name: commit, pin: pinned)
  }

  /// Throws, naming what differs, unless `folder` has the template fingerprint `pin`.
  private static func checkPinned(folder: URL, named: String, pin: String, studentRoot: URL) throws
  {
    let git = try Git(root: studentRoot)
    let found = try TemplateFingerprint.fingerprint(folder: folder, asCommitted: false, git: git)
    guard found != pin else { return }
    var message = "--reference \(named) is not the template pinned as \(pin): grade nothing"
    // Which files differ, when this repository still has the pinned first commit.
    if let commit = try? git.pinnedFirstCommit(pin),
      let expected = try? git.output(["ls-tree", "-r", commit]),
      let actual = try? git.listing(ofFolder: folder, asCommitted: false)
    {
      let paths = Git.differingPaths(expected, actual)
      message +=
        " (\(paths.count) file\(paths.count == 1 ? " differs" : "s differ"): "
        + paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "") + ")"
    }
    throw WorkbookError(message)
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
  /// the package's sources, manifest, exercise catalog and workflows. With
  /// `exerciseChanges`, what `changedFiles` names.
  func packageChanges(studentRoot: URL) -> [String] {
    var changed: [String] = []
    for path in ["Package.swift", "Exercises/exercises.json"]
    where Self.contents(folder, path) != Self.contents(studentRoot, path) {
      changed.append(path)
    }
    for tree in ["Sources", ".github"] {
      changed += differing(under: tree, studentRoot: studentRoot) { _ in true }
    }
    return changed
  }

  /// The exercise's own protected files that differ: its checks, probes and given files,
  /// everything in its folder but the learner's files and `.meta`. A file the reference
  /// lacks counts (a `Helpers.swift` beside the learner's file).
  func exerciseChanges(_ exercise: Exercise, studentRoot: URL) -> [String] {
    let exerciseFolder = "Exercises/\(exercise.id)"
    let learner = Set(exercise.files.map { "\(exerciseFolder)/\($0)" })
    return differing(under: exerciseFolder, studentRoot: studentRoot) {
      !learner.contains($0) && !$0.hasPrefix("\(exerciseFolder)/.meta/")
    }
  }

  /// Every protected file of both trees under `tree` (as `protected` says) that differs.
  private func differing(under tree: String, studentRoot: URL, _ protected: (String) -> Bool)
    -> [String]
  {
    let paths = Set(Self.files(under: tree, in: folder) + Self.files(under: tree, in: studentRoot))
    return paths.sorted().filter {
      protected($0) && Self.contents(folder, $0) != Self.contents(studentRoot, $0)
    }
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

  /// The repository's first commits: those without a parent.
  func firstCommits() throws -> [String] {
    try run(["rev-list", "--max-parents=0", "HEAD"]).split(separator: "\n").map(String.init)
  }

  /// The first commit whose template fingerprint is `pin`; none is a refusal, with no
  /// other commit taken in its place.
  func pinnedFirstCommit(_ pin: String) throws -> String {
    let roots = try firstCommits()
    for root in roots where try TemplateFingerprint.fingerprint(commit: root, in: self) == pin {
      return root
    }
    throw WorkbookError(
      "no first commit of this repository is the assignment's template (pinned as \(pin); "
        + "\(roots.count) first commit\(roots.count == 1 ? "" : "s") looked at): grade nothing. "
        + "Its history lost the template, or the pin is not this assignment's.")
  }

  /// The paths whose lines differ between two `git ls-tree -r` listings.
  static func differingPaths(_ expected: String, _ actual: String) -> [String] {
    func entries(_ listing: String) -> [String: Substring] {
      var entries: [String: Substring] = [:]
      for line in listing.split(separator: "\n") {
        guard let tab = line.firstIndex(of: "\t") else { continue }
        entries[String(line[line.index(after: tab)...])] = line[..<tab]
      }
      return entries
    }
    let (old, new) = (entries(expected), entries(actual))
    return Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
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

  /// The tree of `commit`, in a folder outside the repository (so nothing committed can
  /// stand in for it), kept for the next grading of the same commit in this user's own
  /// folder of the temporary folder (`workbook-UID`, which no one else may write). A
  /// kept copy is used again only when its files are still the commit's.
  func extract(_ commit: String) throws -> URL {
    let cache = try Self.ownFolder()
    let folder = cache.appendingPathComponent("reference-\(commit)")
    let done = folder.appendingPathComponent(".build/workbook-extracted")
    if FileManager.default.fileExists(atPath: done.path) {
      let expected = try output(["ls-tree", "-r", commit])
      if (try? listing(ofFolder: folder, asCommitted: false)) == expected { return folder }
      // Changed since it was unpacked: unpacked anew.
      try? FileManager.default.removeItem(at: folder)
    }
    let scratch = cache.appendingPathComponent("unpacking-\(UUID().uuidString)")
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

  /// `$TMPDIR/workbook-UID`: made if missing, and used only when it is this user's, a
  /// folder rather than a link, and writable by no one else (readable by all: the
  /// checks of a grade run as root run as another user, and must read the library).
  static func ownFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-\(geteuid())")
    _ = mkdir(folder.path, 0o755)
    var status = stat()
    guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
      status.st_uid == geteuid(), status.st_mode & 0o022 == 0
    else {
      throw WorkbookError(
        "\(folder.path) is not a folder of this user's that only this user can write, so no "
          + "reference is unpacked there: remove it, or set TMPDIR to a folder of your own")
    }
    return folder
  }
}
