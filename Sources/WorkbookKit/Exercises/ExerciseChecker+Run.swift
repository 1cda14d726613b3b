import ExerciseSupport
import Foundation

extension ExerciseChecker {
  /// Step 3: run the checks, in their own process, within the time and output limits.
  func runChecks(_ program: URL, _ step: Step) throws -> ProcessResult {
    try ProcessRunner.run(
      program,
      environment: ProcessInfo.processInfo.environment.filter {
        ["PATH", "HOME", "LANG", "TMPDIR"].contains($0.key)
      }, directory: step.directory, timeout: timeLimit, outputLimit: outputLimit,
      // A little above the output limit, so the limit is normally what stops them.
      fileSizeLimit: outputLimit.stopAfter + (1 << 20))
  }

  /// The outcome: the probes' results, then what the run of the checks said (or that
  /// it crashed, hung or printed too much).
  func verdict(on ran: ProcessResult, after probes: Tally) -> CheckOutcome {
    var tally = probes
    tally.report += ran.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix(CheckProtocol.summary) }.joined(separator: "\n")
    // The checks announce each check on stderr before running it and report it after,
    // so a crash can be pinned on the check that was running.
    var running: String?
    var otherErrors: [Substring] = []
    var ranChecks = 0
    for line in ran.standardError.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(CheckProtocol.checking) {
        running = String(line.dropFirst(CheckProtocol.checking.count))
      } else if let result = CheckResult(line: line) {
        tally.checks.append(result)
        ranChecks += 1
        running = nil
      } else {
        otherErrors.append(line)
      }
    }
    let errors = otherErrors.joined(separator: "\n")
    if !errors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      tally.report += "\n" + indent(errors, by: 6)
    }
    return verdict(on: ran, during: running, ranChecks: ranChecks, tally)
  }

  /// The outcome of a run of the checks: stopped, crashed, or what the checks said.
  private func verdict(on ran: ProcessResult, during check: String?, ranChecks: Int, _ tally: Tally)
    -> CheckOutcome
  {
    let during = check.map { " during “\($0)”" } ?? ""
    func error(_ verdict: String) -> CheckOutcome {
      var checks = tally.checks
      if let check { checks.append(CheckResult(name: check, status: .error, message: verdict)) }
      return CheckOutcome(
        status: .error, report: tally.report, checks: checks,
        verdict: verdict + Self.leftRunning(ran))
    }
    if ran.timedOut {
      return error("ran longer than \(timeLimit)\(during) and was stopped: an endless loop?")
    }
    if ran.wroteTooMuch {
      return error(
        "printed more than \(Self.describe(bytes: outputLimit.stopAfter))\(during) and was "
          + "stopped: a print in a loop?")
    }
    if ran.status != 0 && ran.status != 1 || ranChecks == 0 || check != nil {
      return error(
        "crashed\(during) ("
          + (ran.signal.map { "signal \($0)" } ?? "exit status \(ran.status)") + ")")
    }
    let passed = tally.checks.filter { $0.status == .pass }.count
    let total = tally.checks.count
    let status: ExerciseStatus = passed == total ? .pass : .fail
    return CheckOutcome(
      status: status, report: tally.report, checks: tally.checks,
      verdict: (status == .pass
        ? "passes all \(total) checks" : "fails \(total - passed) of \(total) checks")
        + Self.leftRunning(ran))
  }

  /// What a verdict adds when the checks left programs running: they were ended, and
  /// the learner should know their code starts programs it does not wait for.
  static func leftRunning(_ ran: ProcessResult) -> String {
    ran.leftProgramsRunning
      ? " (and left programs it started running, which were stopped)" : ""
  }

  /// `8 MiB`, `64 KiB` or `100 bytes`.
  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
