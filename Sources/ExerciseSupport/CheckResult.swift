/// What one check found: its name, whether it held, and why not.
///
/// The checks program writes one of these per check, as a line on standard error
/// (`CheckResult.encoded`), and `workbook check` reads them back with
/// `CheckResult(line:)`, so the two ends of the protocol are written once, here.
/// The field names follow Exercism's test-runner results (`name`, `status`, `message`).
public struct CheckResult: Equatable, Sendable, Codable {
  public enum Status: String, Sendable, Codable {
    /// The check held.
    case pass
    /// The check ran and did not hold.
    case fail
    /// The check could not finish: it threw something else, crashed or hung.
    case error
  }

  public var name: String
  public var status: Status
  /// Why it did not hold; empty when it did.
  public var message: String

  public init(name: String, status: Status, message: String = "") {
    self.name = name
    self.status = status
    self.message = message
  }
}

/// The lines of the protocol between a checks program and `workbook check`.
///
/// On standard error: `plan: TOKEN<tab>N` before the first check, `checking:
/// TOKEN<tab>NAME` before each check runs (so a crash or a hang can be pinned on it),
/// `result: TOKEN<tab>STATUS<tab>NAME<tab>MESSAGE` after it. On standard output: what a
/// person reads, ending with `checks: N passed, M failed`.
///
/// `TOKEN` is a secret of the run: `workbook check` hands it to the checks program on
/// descriptor 3 (`tokenDescriptor`), which `runChecks` reads and closes before any
/// check runs, so the learner's code never sees it there, and counts only lines that
/// carry it. A line the learner's code prints to look like a result is output, not a
/// result; and a program that ends before its planned checks are reported is an error.
public enum CheckProtocol {
  public static let plan = "plan: "
  public static let checking = "checking: "
  public static let result = "result: "
  public static let summary = "checks: "
  /// The descriptor on which the checks program is handed its run's token.
  public static let tokenDescriptor: Int32 = 3

  /// The protocol line `prefix` + `token` + tab + `payload`, without its line break.
  public static func line(_ prefix: String, token: String, _ payload: String) -> String {
    prefix + token + "\t" + payload
  }

  /// What follows `prefix` and `token` in `line`, when it is a line of that kind
  /// carrying that token; `nil` otherwise. An empty token matches nothing.
  public static func payload(
    of line: some StringProtocol, _ prefix: String, token: String
  ) -> Substring? {
    let head = prefix + token + "\t"
    guard !token.isEmpty, line.hasPrefix(head) else { return nil }
    return Substring(line.dropFirst(head.count))
  }
}

extension CheckResult {
  /// The result as one `result:` line carrying `token`, without its line break. Tabs,
  /// line breaks and backslashes in the name and message are escaped, so the line
  /// stays one line.
  public func encoded(token: String) -> String {
    CheckProtocol.line(
      CheckProtocol.result, token: token,
      [status.rawValue, name, message].map(Self.escape).joined(separator: "\t"))
  }

  /// Reads a line written by `encoded(token:)` with the same token; `nil` for any
  /// other line.
  public init?(line: some StringProtocol, token: String) {
    guard let payload = CheckProtocol.payload(of: line, CheckProtocol.result, token: token)
    else { return nil }
    let fields = String(payload).unicodeScalars
      .split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3, let status = Status(rawValue: Self.unescape(fields[0])) else {
      return nil
    }
    self.init(
      name: Self.unescape(fields[1]), status: status, message: Self.unescape(fields[2]))
  }

  private static func escape(_ text: String) -> String {
    // By scalar, not by character: "\r\n" is one character and must still be escaped.
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += ["\\", "\\"]
      case "\t": escaped += ["\\", "t"]
      case "\n": escaped += ["\\", "n"]
      case "\r": escaped += ["\\", "r"]
      default: escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  private static func unescape(_ text: some Sequence<Unicode.Scalar>) -> String {
    var plain = String.UnicodeScalarView()
    var escaping = false
    for scalar in text {
      if escaping {
        switch scalar {
        case "t": plain.append("\t")
        case "n": plain.append("\n")
        case "r": plain.append("\r")
        default: plain.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        plain.append(scalar)
      }
    }
    return String(plain)
  }
}
