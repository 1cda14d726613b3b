import Foundation

/// A copy of the package in which mutants are applied, so the learner's tree is never
/// changed, kept between runs under `.build/mutants/` so that its own build folder
/// makes each mutant's build an incremental one.
///
/// `sync()` makes the copy's files the same as the package's, writing only the files
/// that differ, so unchanged files keep their dates and stay built. A run cut short
/// with a mutant applied is mended by the next `sync()`.
struct ScratchPackage {
  let source: URL
  let copy: URL

  /// Folders never copied: builds, version control and editor state.
  static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm"]

  /// - Parameter folder: the copy's folder under `.build/mutants/`: one per room of
  ///   tests that generated mutants run against, each with its own build.
  init(packageRoot: URL, folder: String = "package") {
    source = packageRoot
    copy = packageRoot.appendingPathComponent(".build/mutants/\(folder)")
  }

  /// Brings the copy up to date with the package; returns how many files it wrote.
  /// - Parameter narrowed: leave the copy's manifest alone, as `narrow(to:swift:)`
  ///   made it.
  @discardableResult
  func sync(narrowed: Bool = false) throws -> Int {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
    let wanted = try files(under: source)
    var written = 0
    for path in wanted where !(narrowed && path == "Package.swift") {
      let from = source.appendingPathComponent(path)
      let to = copy.appendingPathComponent(path)
      let contents = try Data(contentsOf: from)
      if (try? Data(contentsOf: to)) == contents { continue }
      try fileManager.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: to)
      written += 1
    }
    let wantedSet = Set(wanted)
    for path in try files(under: copy) where !wantedSet.contains(path) {
      try fileManager.removeItem(at: copy.appendingPathComponent(path))
    }
    return written
  }

  /// Makes the copy's manifest declare only `targets` and what they need, so that its
  /// build and its test bundle hold one room of tests, not the whole package: a
  /// mutant's build relinks a few programs instead of every chapter's. The package's
  /// own manifest is kept, and the narrowing appended to it (its `Package` is a class
  /// whose targets and products can be set). A library product keeps the room's targets
  /// (a test may link a program against it); no executable product is declared, since
  /// the root package's executable targets are built as programs all the same.
  func narrow(to targets: Set<String>, swift: URL) throws {
    let dump = try ProcessRunner.runBuildTool(
      swift, arguments: ["package", "dump-package"], in: source, timeout: .seconds(300),
      outputLimit: .exercise)
    guard dump.status == 0,
      let manifest = try? JSONSerialization.jsonObject(
        with: Data(dump.standardOutput.utf8)) as? [String: Any],
      let declared = manifest["targets"] as? [[String: Any]]
    else { throw WorkbookError("swift package dump-package failed:\n\(dump.standardError)") }
    var needs: [String: [String]] = [:]
    for target in declared {
      guard let name = target["name"] as? String else { continue }
      let dependencies = target["dependencies"] as? [[String: Any]] ?? []
      needs[name] = dependencies.compactMap { dependency in
        let named = dependency["byName"] ?? dependency["target"]
        return (named as? [Any])?.first as? String
      }
    }
    var kept = Set<String>()
    var waiting = Array(targets)
    while let next = waiting.popLast() {
      guard kept.insert(next).inserted else { continue }
      waiting += needs[next] ?? []
    }
    let names = kept.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    let narrowing = """

      // Narrowed by workbook mutants --generate to one room of tests and what it needs.
      let workbookMutantsRoom: Set<String> = [\(names)]
      package.targets.removeAll { !workbookMutantsRoom.contains($0.name) }
      package.products = package.products.compactMap { product in
        guard let library = product as? Product.Library else { return nil }
        let kept = library.targets.filter(workbookMutantsRoom.contains)
        return kept.isEmpty ? nil : .library(name: library.name, type: library.type, targets: kept)
      }

      """
    let manifestURL = copy.appendingPathComponent("Package.swift")
    let original = try String(
      contentsOf: source.appendingPathComponent("Package.swift"), encoding: .utf8)
    let narrowed = original + narrowing
    if (try? String(contentsOf: manifestURL, encoding: .utf8)) != narrowed {
      try narrowed.write(to: manifestURL, atomically: true, encoding: .utf8)
    }
  }

  /// The copy's version of a package-relative `path`.
  func url(of path: String) -> URL { copy.appendingPathComponent(path) }

  /// Every regular file under `root`, as paths relative to it, skipping
  /// `skippedFolders` at any depth.
  private func files(under root: URL) throws -> [String] {
    let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey]
    guard
      let walk = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [])
    else { throw WorkbookError("cannot read the folder \(root.path)") }
    let prefix = root.standardizedFileURL.path + "/"
    var found: [String] = []
    for case let url as URL in walk {
      let values = try url.resourceValues(forKeys: Set(keys))
      if values.isDirectory == true {
        if Self.skippedFolders.contains(url.lastPathComponent) { walk.skipDescendants() }
        continue
      }
      guard values.isRegularFile == true else { continue }
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(prefix) else { continue }
      found.append(String(path.dropFirst(prefix.count)))
    }
    return found
  }
}
