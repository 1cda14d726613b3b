import ExerciseSupport
import Foundation

extension ExerciseChecker {
  /// Step 3: run the checks, in their own process, within the time and output limits,
  /// handing them `token` on the protocol's descriptor. A grade's run as root runs as
  /// another user (`runsAs`), in a home and temporary folder of its own.
  func runChecks(_ program: URL, _ step: Step, token: String) throws -> ProcessResult {
    var environment = ProcessInfo.processInfo.environment.filter {
      ["PATH", "HOME", "LANG", "TMPDIR"].contains($0.key)
    }
    var executable = program
    var arguments: [String] = []
    // The run's own temporary folder is this user's: another user gets its home.
    var temporaryFolder: URL?
    if step.graded, let user = runsAs,
      user.unreachable([program, step.directory, productsDirectory, step.build]) == nil
    {
      let home = try user.home(in: step.build)
      environment["HOME"] = home.path
      temporaryFolder = home
      (executable, arguments) = (user.setpriv, user.commandLine(program))
    }
    return try ProcessRunner.run(
      executable, arguments: arguments, environment: environment, directory: step.directory,
      timeout: timeLimit, outputLimit: outputLimit,
      // A little above the output limit, so the limit is normally what stops them.
      fileSizeLimit: outputLimit.stopAfter + (1 << 20), privateInput: token,
      temporaryFolder: temporaryFolder)
  }

  /// A new secret for one run of the checks: 244 random bits.
  static func newToken() -> String {
    UUID().uuidString + UUID().uuidString
  }

  /// The outcome: the probes' results, then what the run of the checks said (or that
  /// it crashed, hung or printed too much). Only protocol lines carrying `token` count;
  /// any other line is output of the learner's code, shown as such.
  func verdict(on ran: ProcessResult, after probes: Tally, token: String) -> CheckOutcome {
    var tally = probes
    tally.report += ran.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix(CheckProtocol.summary) }.joined(separator: "\n")
    var run = ChecksRun()
    var otherErrors: [Substring] = []
    for line in ran.standardError.split(separator: "\n", omittingEmptySubsequences: false) {
      if !run.read(line, token: token, into: &tally) { otherErrors.append(line) }
    }
    let errors = otherErrors.joined(separator: "\n")
    if !errors.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      tally.report += "\n" + indent(errors, by: 6)
    }
    return verdict(on: ran, run, tally)
  }

  /// The outcome of a run of the checks: stopped, crashed, or what the checks said.
  private func verdict(on ran: ProcessResult, _ run: ChecksRun, _ tally: Tally) -> CheckOutcome {
    let check = run.running
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
    let how = ran.signal.map { "signal \($0)" } ?? "exit status \(ran.status)"
    if ran.status != 0 && ran.status != 1 || run.reported == 0 || check != nil {
      return error("crashed\(during) (\(how))")
    }
    if run.reported != run.planned {
      return error(
        "ended after \(run.reported) of its \(run.planned.map(String.init) ?? "?") checks "
          + "(\(how)): did the code exit early?")
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

/// What the protocol lines of one run of the checks said so far.
struct ChecksRun {
  /// How many checks the program said it would run.
  var planned: Int?
  /// The check announced and not yet reported: the one a crash happened in.
  var running: String?
  /// How many checks were reported.
  var reported = 0

  /// Takes in `line` if it is a protocol line carrying `token`, adding a result to
  /// `tally`; false for any other line.
  mutating func read(_ line: Substring, token: String, into tally: inout ExerciseChecker.Tally)
    -> Bool
  {
    if let count = CheckProtocol.payload(of: line, CheckProtocol.plan, token: token) {
      planned = Int(count)
    } else if let name = CheckProtocol.payload(of: line, CheckProtocol.checking, token: token) {
      running = String(name)
    } else if let result = CheckResult(line: line, token: token) {
      tally.checks.append(result)
      reported += 1
      running = nil
    } else {
      return false
    }
    return true
  }
}
