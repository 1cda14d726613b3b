import Foundation

/// What pins an assignment's template: one hash over the template's files, so that
/// grading takes its reference from the template and from nothing a student made.
///
/// GitHub makes a student's repository from a template as a new first commit holding
/// the template's tree, so the template's commit hash is unknown when the template is
/// made, and a student can add other first commits (an orphan branch merged with
/// `--allow-unrelated-histories`). The files are known: the fingerprint is git's own
/// listing of the tree (`git ls-tree -r`: mode, object and path of every file), less
/// `.github/` (where the workflows that carry the fingerprint live), with the catalog
/// listed by its text without its own pin line, hashed by `git hash-object`. The
/// Classroom workflow computes it with the same git commands (`shellFunction`), so the
/// two cannot differ by a reading of the format.
enum TemplateFingerprint {
  static let catalogPath = "Exercises/exercises.json"
  /// The catalog's pin line, as `workbook template` writes it: `  "template" : "…"`.
  static let pinLinePrefix = "  \"template\" : "

  /// The catalog's text without its pin line: what the fingerprint covers of it. As
  /// `grep -v` prints it, each line ending in a line break.
  static func unpinned(catalog text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") || text.isEmpty { lines.removeLast() }
    return lines.filter { !$0.hasPrefix(pinLinePrefix) }.map { $0 + "\n" }.joined()
  }

  /// The fingerprint of a tree whose `git ls-tree -r` listing is `listing` and whose
  /// catalog reads `catalog` (empty when it has none).
  static func fingerprint(listing: String, catalog: String, git: Git) throws -> String {
    let kept = listing.split(separator: "\n").filter { line in
      guard let tab = line.firstIndex(of: "\t") else { return true }
      let path = line[line.index(after: tab)...]
      return !path.hasPrefix(".github/") && path != catalogPath
    }
    let catalogObject = try git.hashObject(unpinned(catalog: catalog))
    return try git.hashObject(kept.map { $0 + "\n" }.joined() + catalogObject + "\n")
  }

  /// The fingerprint of `commit` in `git`'s repository.
  static func fingerprint(commit: String, in git: Git) throws -> String {
    try fingerprint(
      listing: try git.output(["ls-tree", "-r", commit]),
      catalog: (try? git.output(["cat-file", "blob", "\(commit):\(catalogPath)"])) ?? "",
      git: git)
  }

  /// The fingerprint of the files in `folder`: with `asCommitted`, of the ones a
  /// `git add -A` there would commit (what `workbook template` pins); else of every
  /// file its top `.gitignore` does not ignore (what a reference folder is checked by:
  /// a file hidden by a `.gitignore` further down is still compiled if it is an
  /// exercise's).
  static func fingerprint(folder: URL, asCommitted: Bool, git: Git) throws -> String {
    let catalog = folder.appendingPathComponent(catalogPath)
    return try fingerprint(
      listing: try git.listing(ofFolder: folder, asCommitted: asCommitted),
      catalog: (try? String(contentsOf: catalog, encoding: .utf8)) ?? "", git: git)
  }

  /// The same fingerprint as a `bash` function of the workflow (`fingerprint COMMIT`),
  /// written with the git commands the tool runs.
  static let shellFunction = """
    fingerprint() {
      {
        git ls-tree -r "$1" | awk -F '\\t' '$2 !~ /^\\.github\\// && $2 != "\(catalogPath)"'
        { git cat-file blob "$1:\(catalogPath)" 2>/dev/null || true; } \\
          | { grep -v '^\(pinLinePrefix)' || true; } | git hash-object --stdin
      } | git hash-object --stdin
    }
    """
}

extension Git {
  /// `git arguments…` in the repository, its output exactly as printed.
  func output(_ arguments: [String], in gitDirectory: URL? = nil, workTree: URL? = nil)
    throws -> String
  {
    var words = ["-c", "core.autocrlf=false", "-c", "core.quotePath=true"]
    if let gitDirectory {
      words += ["--git-dir=\(gitDirectory.path)"]
      if let workTree { words += ["--work-tree=\(workTree.path)"] }
    } else {
      words += ["-C", root.path]
    }
    let result = try ProcessRunner.run(git, arguments: words + arguments, timeout: .seconds(120))
    guard result.status == 0 else {
      throw WorkbookError(
        "git \(arguments.joined(separator: " ")): "
          + result.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.standardOutput
  }

  /// git's object id of a file holding `text`.
  func hashObject(_ text: String) throws -> String {
    let file = try PrivateFolder.make(named: "workbook-hash").appendingPathComponent("text")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data(text.utf8).write(to: file)
    return try output(["hash-object", "--no-filters", file.path])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The `git ls-tree -r` listing `folder` would have as a commit: in a scratch
  /// repository of its own, so that nothing of the folder's (nor of a repository it
  /// may be in) is used but its files. `asCommitted` keeps what `git add -A` keeps;
  /// otherwise every file is listed that the folder's top `.gitignore` does not
  /// ignore (its build, a learner's progress record): a `.gitignore` planted deeper
  /// cannot hide a file from the listing.
  func listing(ofFolder folder: URL, asCommitted: Bool) throws -> String {
    let scratch = try PrivateFolder.make(named: "workbook-listing")
    defer { try? FileManager.default.removeItem(at: scratch) }
    _ = try output(["init", "-q", "--bare", scratch.path])
    if asCommitted {
      _ = try output(["add", "-A", "--", "."], in: scratch, workTree: folder)
    } else {
      let ignore = folder.appendingPathComponent(".gitignore")
      let files = try output(
        ["ls-files", "-z", "--others"]
          + (FileManager.default.fileExists(atPath: ignore.path)
            ? ["--exclude-from=\(ignore.path)"] : []),
        in: scratch, workTree: folder)
      let list = scratch.appendingPathComponent("files")
      try Data(files.utf8).write(to: list)
      _ = try output(
        ["add", "--force", "--pathspec-from-file=\(list.path)", "--pathspec-file-nul"],
        in: scratch, workTree: folder)
    }
    let tree = try output(["write-tree"], in: scratch, workTree: folder)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return try output(["ls-tree", "-r", tree], in: scratch)
  }
}

/// A new folder of this user's alone (mode 0700) in the temporary folder.
enum PrivateFolder {
  static func make(named name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return folder
  }
}
