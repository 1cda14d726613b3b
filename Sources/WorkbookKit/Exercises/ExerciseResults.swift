import ExerciseSupport
import Foundation

/// One exercise's verdict as an autograder or an LMS reads it: `check <id> --json`,
/// `grade <id> --json`, and each row of `report --json`.
///
/// Valid under Exercism's test-runner interface, version 2: `version`; `status`
/// `pass`, `fail` (a check failed or stopped with an error) or `error` (no check ran:
/// it does not compile, or crashed before its first check); `message` only with
/// `error`, saying why; and `tests`, each with `name`, `status`, `message` (for `fail`
/// and `error`) and `test_code`. The interface allows fields of one's own beside
/// them: `id`, `chapter`, `title`, `verdict` (the one line `check` prints),
/// `untouched` (the learner's files are still the starter: never tried, as opposed
/// to tried and failed) and, for a graded check, `grading`.
public struct ExerciseResults: Encodable, Equatable, Sendable {
  public var version = 2
  public var id: String
  public var chapter: String
  public var title: String
  public var status: CheckResult.Status
  /// The verdict in one line; for an error without a check, followed by what the
  /// compiler or the crashed program said. Shown as `message` only for `error`.
  public var message: String?
  public var tests: [CheckResult]
  public var untouched: Bool
  /// What a graded check compared: the reference, and what differs from it.
  public var grading: GradingRecord?

  /// What `outcome` says of `exercise`.
  public init(exercise: Exercise, outcome: CheckOutcome, untouched: Bool) {
    id = exercise.id
    chapter = exercise.chapter
    title = exercise.title
    // `error` means no check ran; a check that stopped with an error is a failure of
    // the whole, with that check's own status `error`.
    status =
      switch outcome.status {
      case .pass: .pass
      case .error where outcome.checks.isEmpty: .error
      case .fail, .error, .notStarted: .fail
      }
    var message = outcome.verdict
    if outcome.status == .error, outcome.firstFailure == nil {
      message += "\n" + outcome.report.trimmingTrailingNewlines()
    }
    self.message = outcome.status == .pass ? nil : message
    tests = outcome.checks
    self.untouched = untouched
  }

  private enum Keys: String, CodingKey {
    case version, id, chapter, title, status, message, verdict, tests, untouched, grading
  }

  private enum TestKeys: String, CodingKey {
    case name, status, message
    case testCode = "test_code"
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(version, forKey: .version)
    try container.encode(id, forKey: .id)
    try container.encode(chapter, forKey: .chapter)
    try container.encode(title, forKey: .title)
    try container.encode(status, forKey: .status)
    if status == .error { try container.encode(message, forKey: .message) }
    try container.encode(
      message.map { String($0.prefix { $0 != "\n" }) } ?? "passes", forKey: .verdict)
    try container.encode(untouched, forKey: .untouched)
    try container.encodeIfPresent(grading, forKey: .grading)
    var list = container.nestedUnkeyedContainer(forKey: .tests)
    for test in tests {
      var entry = list.nestedContainer(keyedBy: TestKeys.self)
      try entry.encode(test.name, forKey: .name)
      try entry.encode(test.status, forKey: .status)
      if test.status != .pass { try entry.encode(test.message, forKey: .message) }
      // What ran: the check of that name in the exercise's checks (or its probe).
      try entry.encode(
        "Check(\"\(test.name)\") in Exercises/\(id)/\(ExerciseChecker.checksFile) or Probes/",
        forKey: .testCode)
    }
  }

  /// Pretty-printed, keys sorted, so that the output is the same from run to run.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}

/// What a graded check was compared with, for the class sheet.
public struct GradingRecord: Codable, Equatable, Sendable {
  /// The reference the checks came from: a commit's hash, or a folder.
  public var reference: String
  /// The repository graded (its `origin`, or its folder) and the commit it was at.
  public var repository: String
  public var commit: String?
  /// Files the learner must not change that differ from the reference's (none were
  /// used for grading): the exercise's checks, probes and given files, and the
  /// package's sources, manifest, catalog and workflows.
  public var changedFiles: [String]
  /// Whether any did: grading used the reference's, but someone changed them.
  public var tampered: Bool { !changedFiles.isEmpty }
  /// The template fingerprint the reference was checked against (`TemplateFingerprint`),
  /// when grading was pinned to one.
  public var pin: String?
  /// For a class's sheet, with a pin: whether the repository's history still has the
  /// pinned template as a first commit.
  public var madeFromTemplate: Bool?

  private enum CodingKeys: String, CodingKey {
    case reference, repository, commit, changedFiles, tampered, pin, madeFromTemplate
  }

  public init(
    reference: String, repository: String, commit: String?, changedFiles: [String],
    pin: String? = nil
  ) {
    self.reference = reference
    self.repository = repository
    self.commit = commit
    self.changedFiles = changedFiles
    self.pin = pin
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    reference = try container.decode(String.self, forKey: .reference)
    repository = try container.decode(String.self, forKey: .repository)
    commit = try container.decodeIfPresent(String.self, forKey: .commit)
    changedFiles = try container.decode([String].self, forKey: .changedFiles)
    pin = try container.decodeIfPresent(String.self, forKey: .pin)
    madeFromTemplate = try container.decodeIfPresent(Bool.self, forKey: .madeFromTemplate)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(reference, forKey: .reference)
    try container.encode(repository, forKey: .repository)
    try container.encode(commit, forKey: .commit)
    try container.encode(changedFiles, forKey: .changedFiles)
    try container.encode(tampered, forKey: .tampered)
    try container.encodeIfPresent(pin, forKey: .pin)
    try container.encodeIfPresent(madeFromTemplate, forKey: .madeFromTemplate)
  }
}
