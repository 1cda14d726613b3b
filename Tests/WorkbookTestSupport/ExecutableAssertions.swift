import Foundation
import WorkbookKit
import XCTest

/// Runs a program this package builds, as a pipe sees it: stdout is not a terminal
/// and `NO_COLOR` is set.
///
/// - Parameters:
///   - product: the executable's name, such as `chapter-mvc`.
///   - arguments: its arguments.
///   - environment: extra variables, on top of a small fixed environment.
public func runProduct(
  _ product: String, _ arguments: [String] = [], environment: [String: String] = [:],
  timeout: Duration = .seconds(60)
) throws -> ProcessResult {
  let program = TestPaths.productsDirectory.appendingPathComponent(product)
  var base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
  base["HOME"] = ProcessInfo.processInfo.environment["HOME"] ?? "/tmp"
  base["NO_COLOR"] = "1"
  base.merge(environment) { $1 }
  return try ProcessRunner.run(program, arguments: arguments, environment: base, timeout: timeout)
}

/// Runs `product` and checks its exit status, and optionally its exact stdout or that
/// stderr contains a phrase. Failures point at the caller's line.
@discardableResult
public func assertExecute(
  _ product: String, _ arguments: [String] = [], environment: [String: String] = [:],
  exitCode: Int32 = 0, expectedOutput: String? = nil, errorContains: String? = nil,
  file: StaticString = #filePath, line: UInt = #line
) throws -> ProcessResult {
  let result = try runProduct(product, arguments, environment: environment)
  let command = ([product] + arguments).joined(separator: " ")
  XCTAssertFalse(result.timedOut, "\(command) did not finish", file: file, line: line)
  XCTAssertEqual(
    result.status, exitCode,
    "\(command) exited \(result.status); stderr:\n\(result.standardError)", file: file, line: line)
  if let expectedOutput {
    XCTAssertEqual(
      result.standardOutput, expectedOutput, "stdout of \(command)", file: file, line: line)
  }
  if let errorContains {
    XCTAssertTrue(
      result.standardError.contains(errorContains),
      "stderr of \(command) lacks '\(errorContains)':\n\(result.standardError)", file: file,
      line: line)
  }
  return result
}
