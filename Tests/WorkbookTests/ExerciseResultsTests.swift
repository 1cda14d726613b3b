import ExerciseSupport
import Foundation
import WorkbookKit
import XCTest

/// The protocol between a checks program and the checker, and the JSON an autograder
/// reads (Exercism's test-runner results, version 2).
final class ExerciseResultsTests: XCTestCase {
  func testAResultLineSurvivesTabsLineBreaksAndBackslashes() throws {
    let result = CheckResult(
      name: "a\ttab and a \\ backslash", status: .fail, message: "one\ntwo\r\nthree\\n")
    let line = result.encoded(token: "T0K")
    XCTAssertFalse(line.contains("\n"))
    XCTAssertFalse(line.contains("\r"))
    XCTAssertEqual(CheckResult(line: line, token: "T0K"), result)
    XCTAssertEqual(
      CheckResult(line: CheckResult(name: "x", status: .pass).encoded(token: "T"), token: "T")?
        .message, "")
  }

  func testOtherLinesAreNotResults() {
    XCTAssertNil(CheckResult(line: "checking: T\tthe answer is 42", token: "T"))
    XCTAssertNil(CheckResult(line: "result: T\tmaybe\tname\t", token: "T"))
    XCTAssertNil(CheckResult(line: "result: T\tpass\tname", token: "T"))
  }

  /// What the learner's code could print to pass for a result: without this run's
  /// token, or with none, it is not one.
  func testOnlyALineWithTheRunsTokenIsAResult() {
    let real = CheckResult(name: "n", status: .pass)
    XCTAssertNil(CheckResult(line: "result: pass\tn\t", token: "secret"))
    XCTAssertNil(CheckResult(line: real.encoded(token: "guess"), token: "secret"))
    XCTAssertNil(CheckResult(line: real.encoded(token: ""), token: ""))
    XCTAssertEqual(CheckResult(line: real.encoded(token: "secret"), token: "secret"), real)
  }

  func testTheJSONKeepsExercismsFieldNames() throws {
    let exercise = Exercise(
      id: "demo-1", chapter: "MVC", title: "Demo", files: ["Answer.swift"], hints: [])
    let outcome = CheckOutcome(
      status: .fail, report: "…",
      checks: [
        CheckResult(name: "first", status: .pass),
        CheckResult(name: "second", status: .fail, message: "expected 42, got 41"),
      ], verdict: "fails 1 of 2 checks")
    let results = ExerciseResults(exercise: exercise, outcome: outcome, untouched: false)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(results)) as? [String: Any])
    XCTAssertEqual(json["version"] as? Int, 2)
    XCTAssertEqual(json["id"] as? String, "demo-1")
    XCTAssertEqual(json["status"] as? String, "fail")
    XCTAssertNil(json["message"], "Exercism: a message only with status error")
    XCTAssertEqual(json["verdict"] as? String, "fails 1 of 2 checks")
    XCTAssertEqual(json["untouched"] as? Bool, false)
    let tests = try XCTUnwrap(json["tests"] as? [[String: String]])
    XCTAssertEqual(tests.map { $0["name"] }, ["first", "second"])
    XCTAssertEqual(tests.map { $0["status"] }, ["pass", "fail"])
    XCTAssertEqual(tests.map { $0["message"] }, [nil, "expected 42, got 41"])
    XCTAssertTrue(tests.allSatisfy { $0["test_code"]?.contains("Exercises/demo-1/") == true })
    let untouched = ExerciseResults(exercise: exercise, outcome: outcome, untouched: true)
    XCTAssertEqual(untouched.status, .fail, "still fail: untouched is a field of its own")
  }

  func testACompileErrorCarriesTheCompilersWordsInItsMessage() {
    let exercise = Exercise(id: "demo-1", chapter: "MVC", title: "Demo", files: [], hints: [])
    let outcome = CheckOutcome(
      status: .error, report: "Answer.swift:1:24: error: cannot find 'x' in scope\n", checks: [],
      verdict: "does not compile (1 error)")
    let results = ExerciseResults(exercise: exercise, outcome: outcome, untouched: false)
    XCTAssertEqual(
      results.message,
      "does not compile (1 error)\nAnswer.swift:1:24: error: cannot find 'x' in scope")
    XCTAssertEqual(results.tests, [])
  }

  /// Exercism's rules: `error` only when no test ran, and then with a message; a check
  /// that stopped with an error makes the whole `fail`, without a top-level message.
  func testTheStatusFollowsExercismsRulesForErrors() throws {
    let exercise = Exercise(id: "demo-1", chapter: "MVC", title: "Demo", files: [], hints: [])
    let crashed = CheckOutcome(
      status: .error, report: "",
      checks: [
        CheckResult(name: "first", status: .pass),
        CheckResult(name: "second", status: .error, message: "crashed (signal 4)"),
      ], verdict: "crashed during “second” (signal 4)")
    let ran = try Self.json(ExerciseResults(exercise: exercise, outcome: crashed, untouched: false))
    XCTAssertEqual(ran["status"] as? String, "fail")
    XCTAssertNil(ran["message"])
    let broken = CheckOutcome(
      status: .error, report: "x.swift:1:1: error: no", checks: [],
      verdict: "does not compile (1 error)")
    let none = try Self.json(ExerciseResults(exercise: exercise, outcome: broken, untouched: false))
    XCTAssertEqual(none["status"] as? String, "error")
    XCTAssertEqual(none["message"] as? String, "does not compile (1 error)\nx.swift:1:1: error: no")
    XCTAssertEqual(none["version"] as? Int, 2)
    for json in [ran, none] {
      XCTAssertTrue(["pass", "fail", "error"].contains(json["status"] as? String ?? ""))
    }
  }

  private static func json(_ results: ExerciseResults) throws -> [String: Any] {
    try XCTUnwrap(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(results)) as? [String: Any])
  }
}
