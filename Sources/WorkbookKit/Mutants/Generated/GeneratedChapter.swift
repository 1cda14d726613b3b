import Foundation

/// One chapter's generated mutants: the chapter's own code (`Sources/<Name>/` and its
/// program `Sources/chapter-<name>/`; the platform's three targets for the appendix),
/// the tests that must catch them (the chapter's room, as `swift test --filter <Name>`
/// runs it), the reviewed equivalents and the results of the last run.
struct GeneratedChapter {
  /// `09-Strategy`.
  var name: String
  /// Package-relative folders whose Swift files are mutated.
  var sourceFolders: [String]
  /// Package-relative folders of the tests that run: what the results' tests hash covers.
  var testFolders: [String]
  /// `swift test --filter` patterns: the room.
  var filters: [String]
  /// The room's test targets: what the scratch copy is narrowed to.
  var testTargets: Set<String>
  var equivalents: EquivalentFile
  var results: GeneratedResults?
  /// Every file mutated, package-relative, with its text.
  var files: [(path: String, text: String)] = []

  static let platformTargets = ["TerminalKit", "AppSupport", "POSIXCalls"]
  static let platformTestTargets = ["TerminalKitTests", "AppSupportTests", "AlbumServerTests"]
  /// Test helpers every room may use: a change to them is a change of the tests.
  static let sharedTestFolders = ["Tests/WorkbookTestSupport", "Tests/ChapterTestSupport"]

  var equivalentsPath: String { "\(ChapterMutants.folder)/\(name).equivalent" }
  var resultsPath: String { "\(ChapterMutants.folder)/\(name).generated" }

  /// The chapter `name` (`09-Strategy`, `A1-Platform`) of the package at `root`.
  init(name: String, root: URL) throws {
    self.name = name
    let target = String(name.split(separator: "-", maxSplits: 1).last ?? "")
    if name.hasPrefix("A") {
      sourceFolders = Self.platformTargets.map { "Sources/\($0)" }
      let rooms = Self.platformTestTargets
      testTargets = Set(rooms)
      testFolders = rooms.map { "Tests/\($0)" }
      filters = ["^(\(rooms.joined(separator: "|")))\\."]
    } else {
      sourceFolders = ["Sources/\(target)", "Sources/chapter-\(Self.kebab(target))"]
      testTargets = ["\(target)Tests"]
      testFolders = ["Tests/\(target)Tests"]
      filters = ["^\(target)Tests\\."]
    }
    testFolders += Self.sharedTestFolders
    equivalents = EquivalentFile()
    let equivalentsURL = root.appendingPathComponent("\(ChapterMutants.folder)/\(name).equivalent")
    if FileManager.default.fileExists(atPath: equivalentsURL.path) {
      do {
        equivalents = try EquivalentFile(
          parsing: try String(contentsOf: equivalentsURL, encoding: .utf8))
      } catch {
        throw WorkbookError("\(ChapterMutants.folder)/\(name).equivalent: \(error)")
      }
    }
    let resultsURL = root.appendingPathComponent("\(ChapterMutants.folder)/\(name).generated")
    results = (try? String(contentsOf: resultsURL, encoding: .utf8)).flatMap {
      GeneratedResults(parsing: $0)
    }
    for folder in sourceFolders {
      for path in try Self.swiftFiles(under: folder, in: root) {
        files.append(
          (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
      }
    }
  }

  /// `ChainOfResponsibility` → `chain-of-responsibility`, `MVC` → `mvc`.
  static func kebab(_ name: String) -> String {
    var result = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      let startsWord =
        character.isUppercase && index > 0
        && (characters[index - 1].isLowercase
          || (index + 1 < characters.count && characters[index + 1].isLowercase))
      if startsWord { result += "-" }
      result += character.lowercased()
    }
    return result
  }

  /// The `.swift` files under the package-relative `folder`, sorted; none when it is
  /// not there.
  static func swiftFiles(under folder: String, in root: URL) throws -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var found: [String] = []
    while let entry = walk.nextObject() as? String {
      if entry.hasSuffix(".swift") { found.append("\(folder)/\(entry)") }
    }
    return found.sorted()
  }

  /// A fingerprint of every file under `folders` (and of their paths), so that a test
  /// added, changed or removed changes it.
  static func fingerprint(of folders: [String], in root: URL) -> String {
    var hash = ContentHash()
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
      var entries: [String] = []
      while let entry = walk.nextObject() as? String { entries.append(entry) }
      for entry in entries.sorted() {
        guard
          let data = FileManager.default.contents(atPath: base.appendingPathComponent(entry).path)
        else { continue }
        hash.add("\(folder)/\(entry)")
        hash.add(data)
        hash.add(CollectionOfOne(0))
      }
    }
    return hash.hex
  }

  static func fingerprint(of text: String) -> String {
    var hash = ContentHash()
    hash.add(text)
    return hash.hex
  }
}
