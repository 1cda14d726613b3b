import ExerciseSupport

/// The verdict on one exercise.
public enum ExerciseStatus: String, Codable, Sendable {
  case pass
  /// It compiles, but a check or a compile-time fact does not hold.
  case fail
  /// It does not compile, crashed, or ran out of time.
  case error
  case notStarted = "not started"
}

/// What checking an exercise found.
public struct CheckOutcome: Sendable {
  public var status: ExerciseStatus
  /// What the learner should read: compiler errors, or one line per check.
  public var report: String
  /// Every check that ran, probes first, in order: what `check --json` lists.
  public var checks: [CheckResult]
  /// One line: why it failed, or that it passed.
  public var verdict: String
  /// Nothing ran because the grader refused the code: it declares what the checks use,
  /// or names the linker sees outside its module. A verdict, as a failed check is.
  public var refusedByTheGrader = false

  public init(status: ExerciseStatus, report: String, checks: [CheckResult], verdict: String) {
    self.status = status
    self.report = report
    self.checks = checks
    self.verdict = verdict
  }

  public var totalChecks: Int { checks.count }

  /// The first check that did not hold, which is what a learner fixes next.
  public var firstFailure: CheckResult? { checks.first { $0.status != .pass } }
}
