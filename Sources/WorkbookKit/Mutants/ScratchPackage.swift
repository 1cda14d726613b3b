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

  init(packageRoot: URL) {
    source = packageRoot
    copy = packageRoot.appendingPathComponent(".build/mutants/package")
  }

  /// Brings the copy up to date with the package; returns how many files it wrote.
  @discardableResult
  func sync() throws -> Int {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
    let wanted = try files(under: source)
    var written = 0
    for path in wanted {
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
