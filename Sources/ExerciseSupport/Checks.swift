#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One named check of an exercise: a sentence saying what must hold, and the code that
/// finds out.
///
/// ```swift
/// Check("the poster view shows the film's poster") {
///   try expectEqual(posterView(for: film).coverUrl, film.posterUrl)
/// }
/// ```
public struct Check: Sendable {
  public let name: String
  let body: @MainActor @Sendable () async throws -> Void

  public init(_ name: String, _ body: @escaping @MainActor @Sendable () async throws -> Void) {
    self.name = name
    self.body = body
  }
}

/// A failed expectation: what was wrong, and where the expectation stands.
public struct CheckFailure: Error, CustomStringConvertible {
  public let message: String
  public let file: String
  public let line: UInt

  public init(_ message: String, file: StaticString = #fileID, line: UInt = #line) {
    self.message = message
    self.file = fileName(file)
    self.line = line
  }

  public var description: String { "\(message) (\(file):\(line))" }
}

/// Fails the check with `message`.
public func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line)
  throws(CheckFailure) -> Never
{
  throw CheckFailure(message, file: file, line: line)
}

/// The value inside `optional`, or a failed check saying `what` was missing.
public func unwrap<Value>(
  _ optional: Value?, _ what: @autoclosure () -> String = "value",
  file: StaticString = #fileID, line: UInt = #line
) throws(CheckFailure) -> Value {
  guard let value = optional else {
    throw CheckFailure("\(what()): expected a value, got nil", file: file, line: line)
  }
  return value
}

/// Fails the check unless `condition` holds.
public func expect(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) throws(CheckFailure) {
  guard condition else { throw CheckFailure(message(), file: file, line: line) }
}

/// Fails the check unless `actual == expected`, saying both.
public func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ what: @autoclosure () -> String = "value",
  file: StaticString = #fileID, line: UInt = #line
) throws(CheckFailure) {
  guard actual == expected else {
    throw CheckFailure(
      "\(what()): expected \(show(expected)), got \(show(actual))", file: file, line: line)
  }
}

/// Runs an exercise's checks in order, prints one line for each, and exits: 0 when all
/// pass, 1 otherwise. What `workbook check` reads is the `CheckProtocol`, on stderr: the
/// number of checks first, a `checking:` line before each check (so a crash or a hang
/// can be pinned on it) and a `result:` line after it, each with the run's token; on
/// stdout the last line is `checks: N passed, M failed`.
@MainActor
public func runChecks(_ checks: [Check]) async -> Never {
  // Before any check runs, so no code of the learner's runs while the token can be read.
  let token = readToken()
  announce(
    CheckProtocol.line(CheckProtocol.plan, token: token, "\(checks.count)") + "\n",
    onStandardError: true)
  var passed = 0
  for check in checks {
    announce(
      CheckProtocol.line(CheckProtocol.checking, token: token, check.name) + "\n",
      onStandardError: true)
    let result: CheckResult
    do {
      try await check.body()
      result = CheckResult(name: check.name, status: .pass)
    } catch let failure as CheckFailure {
      result = CheckResult(name: check.name, status: .fail, message: "\(failure)")
    } catch {
      result = CheckResult(name: check.name, status: .error, message: "threw \(error)")
    }
    if result.status == .pass {
      passed += 1
      announce("  ✓ \(check.name)\n")
    } else {
      announce("  ✗ \(check.name)\n\(indented(result.message))\n")
    }
    announce(result.encoded(token: token) + "\n", onStandardError: true)
  }
  announce("\(CheckProtocol.summary)\(passed) passed, \(checks.count - passed) failed\n")
  exit(passed == checks.count ? 0 : 1)
}

/// The run's token from `CheckProtocol.tokenDescriptor`, which is closed after; empty
/// when the program was started without one (run by hand), when nothing counts its
/// lines. Only a pipe with the token ready is read, so that this never waits.
private func readToken() -> String {
  let descriptor = CheckProtocol.tokenDescriptor
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { return "" }
  defer { close(descriptor) }
  guard status.st_mode & S_IFMT == S_IFIFO else { return "" }
  var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 256)
  while bytes.count < 4096, poll(&ready, 1, 0) == 1 {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// Writes and flushes at once, so nothing printed is lost if the next check crashes.
private func announce(_ text: String, onStandardError: Bool = false) {
  if onStandardError {
    fflush(nil)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  } else {
    print(text, terminator: "")
    fflush(nil)
  }
}

/// Every line of `text` indented under its check, blank lines kept.
private func indented(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
    .joined(separator: "\n")
}

private func fileName(_ file: StaticString) -> String {
  String(describing: file).split(separator: "/").last.map(String.init) ?? "\(file)"
}

/// A value as a failure message shows it: strings quoted, optionals unwrapped,
/// collections element by element.
func show(_ value: Any) -> String {
  if let string = value as? String {
    // A screenful reads best as a block, each line behind a bar that shows its edge.
    guard string.contains("\n") else { return "\"\(string)\"" }
    return "\n"
      + string.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  │" + $0 }.joined(separator: "\n") + "\n"
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .optional:
    return mirror.children.first.map { show($0.value) } ?? "nil"
  case .collection, .set:
    return "[" + mirror.children.map { show($0.value) }.joined(separator: ", ") + "]"
  default:
    return "\(value)"
  }
}
