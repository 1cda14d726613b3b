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

  public var description: String { "\(message) (\(file):\(line))" }
}

/// Fails the check unless `condition` holds.
public func expect(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) throws(CheckFailure) {
  guard condition else {
    throw CheckFailure(message: message(), file: fileName(file), line: line)
  }
}

/// Fails the check unless `actual == expected`, saying both.
public func expectEqual<Value: Equatable>(
  _ actual: Value, _ expected: Value, _ what: @autoclosure () -> String = "value",
  file: StaticString = #fileID, line: UInt = #line
) throws(CheckFailure) {
  guard actual == expected else {
    throw CheckFailure(
      message: "\(what()): expected \(show(expected)), got \(show(actual))", file: fileName(file),
      line: line)
  }
}

/// Runs an exercise's checks in order, prints one line for each, and exits: 0 when all
/// pass, 1 otherwise. The last line, `checks: N passed, M failed`, is what
/// `workbook check` reads.
@MainActor
public func runChecks(_ checks: [Check]) async -> Never {
  var passed = 0
  for check in checks {
    do {
      try await check.body()
      passed += 1
      print("  ✓ \(check.name)")
    } catch let failure as CheckFailure {
      print("  ✗ \(check.name)\n      \(failure)")
    } catch {
      print("  ✗ \(check.name)\n      threw \(error)")
    }
  }
  print("checks: \(passed) passed, \(checks.count - passed) failed")
  exit(passed == checks.count ? 0 : 1)
}

private func fileName(_ file: StaticString) -> String {
  String(describing: file).split(separator: "/").last.map(String.init) ?? "\(file)"
}

private func show<Value>(_ value: Value) -> String {
  value is String ? "\"\(value)\"" : "\(value)"
}
