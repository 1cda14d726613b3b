import ExerciseSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The record of checks: `Exercises/.progress.json`, ignored by git.
///
/// It only remembers verdicts. Losing it loses nothing but the record: the next
/// `workbook check` writes it again.
public struct ProgressStore {
  public struct Entry: Codable, Equatable, Sendable {
    public var status: ExerciseStatus
    /// Of the learner's files when checked: a verdict holds only while they are unchanged.
    public var fingerprint: String
    public var checked: Date
    /// What each check found, for `report --json`; absent in records written before
    /// checks were reported one by one.
    public var tests: [CheckResult]?
    public var message: String?
  }

  public let file: URL
  public private(set) var entries: [String: Entry]
  /// The ids this process recorded or forgot: only these are written back, so two
  /// `workbook` runs at once do not undo each other's records.
  private var touched = Set<String>()

  /// Reads the record; a missing or unreadable one starts empty.
  public init(packageRoot: URL) {
    file = packageRoot.appendingPathComponent("Exercises/.progress.json")
    entries = Self.read(file)
  }

  private static func read(_ file: URL) -> [String: Entry] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return (try? decoder.decode([String: Entry].self, from: Data(contentsOf: file))) ?? [:]
  }

  public mutating func record(
    _ status: ExerciseStatus, for id: String, fingerprint: String, tests: [CheckResult]? = nil,
    message: String? = nil
  ) {
    entries[id] = Entry(
      status: status, fingerprint: fingerprint, checked: Date(), tests: tests, message: message)
    touched.insert(id)
  }

  public mutating func forget(_ id: String) {
    entries[id] = nil
    touched.insert(id)
  }

  /// Writes this process's records over what is on disk now, keeping everyone else's.
  /// A lock file makes the read and the write one step for `workbook` runs at once.
  public func save() throws {
    let lock = open(file.path + ".lock", O_CREAT | O_RDWR, 0o644)
    if lock >= 0 {
      _ = flock(lock, LOCK_EX)
    }
    defer {
      if lock >= 0 {
        _ = flock(lock, LOCK_UN)
        _ = close(lock)
      }
    }
    var merged = Self.read(file)
    for id in touched { merged[id] = entries[id] }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(merged).write(to: file, options: .atomic)
  }

  /// A short hash of the learner's files: enough to notice a change.
  public static func fingerprint(_ files: [String: String]) -> String {
    var hash = ContentHash()
    for name in files.keys.sorted() {
      hash.add(name)
      hash.add(files[name]!)
    }
    return hash.hex
  }
}
