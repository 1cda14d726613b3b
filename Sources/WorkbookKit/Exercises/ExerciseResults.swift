import ExerciseSupport
import Foundation

/// One exercise's verdict as an autograder or an LMS reads it: `check <id> --json`, and
/// each row of `report --json`.
///
/// Modelled on Exercism's test-runner results (version 2): `status` is `pass`, `fail`
/// or `error` (here also `not started`), `message` says why it did not pass, and
/// `tests` lists every check with its `name`, `status` and `message`.
public struct ExerciseResults: Codable, Equatable, Sendable {
  public var version = 2
  public var id: String
  public var chapter: String
  public var title: String
  public var status: ExerciseStatus
  /// The verdict in one line; for an error, followed by what the compiler or the
  /// crashed program said.
  public var message: String?
  public var tests: [CheckResult]

  public init(exercise: Exercise, status: ExerciseStatus, message: String?, tests: [CheckResult]) {
    id = exercise.id
    chapter = exercise.chapter
    title = exercise.title
    self.status = status
    self.message = message
    self.tests = tests
  }

  /// What `outcome` says of `exercise`; the status is `not started` when the files are
  /// still the untouched starter and it did not pass.
  public init(exercise: Exercise, outcome: CheckOutcome, untouched: Bool) {
    let status = untouched && outcome.status != .pass ? .notStarted : outcome.status
    var message: String? = outcome.status == .pass ? nil : outcome.verdict
    if outcome.status == .error, outcome.firstFailure == nil {
      message! += "\n" + outcome.report.trimmingTrailingNewlines()
    }
    self.init(exercise: exercise, status: status, message: message, tests: outcome.checks)
  }

  /// Pretty-printed, keys sorted, so that the output is the same from run to run.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
