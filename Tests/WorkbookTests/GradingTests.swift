import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// `workbook grade`, what the Classroom workflow runs, against a student who tries to
/// earn points without solving anything. A made-up package with one exercise is
/// committed as the template (the repository's first commit); each test then changes
/// the student's tree as an attacker would and grades it.
final class GradingTests: XCTestCase {
  private var root: URL!
  private var template = ""

  private static let starter = """
    struct Vault {
      let secret = 42
      func reveal() -> Int { secret }
    }

    func answer() -> Int {
      0  // TODO
    }
    """

  private static let solution = """
    struct Vault {
      private let secret = 42
      func reveal() -> Int { secret }
    }

    func answer() -> Int {
      Vault().reveal()
    }
    """

  /// A solution that earns the run-time checks but not the probe: the secret is not
  /// private.
  private static let leaky = solution.replacingOccurrences(of: "private let", with: "let")

  private static let probe = """
    // check: the secret stays in its file
    @testable import Exercise

    func probe(_ vault: Vault) {
      _ = vault.secret  // expected-error {{'secret' is inaccessible due to 'private' protection level}}
    }
    """

  override func setUpWithError() throws {
    root = try makeTemporaryFolder(self)
    try write("// a package", to: "Package.swift")
    try write(
      """
      {"exercises": [{"id": "demo-1", "chapter": "MVC", "title": "The answer",
        "files": ["Answer.swift"], "hint": "Think of a number.",
        "starter": "\(ProgressStore.fingerprint(["Answer.swift": Self.starter]))"}]}
      """, to: "Exercises/exercises.json")
    try write(Self.starter, to: "Exercises/demo-1/Answer.swift")
    try write(StandInLibrary.checks, to: "Exercises/demo-1/Checks.swift")
    try write(Self.probe, to: "Exercises/demo-1/Probes/Secret.swift")
    try write("// the library", to: "Sources/ExerciseSupport/Checks.swift")
    try git("init", "-q")
    try commit("the template")
    template = try git("rev-parse", "HEAD")
  }

  override func tearDown() {
    // Where `grade` unpacked the template, kept for the next grading of it.
    try? FileManager.default.removeItem(
      at: FileManager.default.temporaryDirectory
        .appendingPathComponent("workbook-reference-\(template)"))
  }

  // MARK: - Helpers

  private func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  @discardableResult
  private func git(_ arguments: String...) throws -> String {
    let result = try ProcessRunner.run(
      try XCTUnwrap(ProcessRunner.find("git")),
      arguments: ["-c", "user.name=Student", "-c", "user.email=s@example.com"] + arguments,
      directory: root)
    XCTAssertEqual(result.status, 0, result.standardError)
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func commit(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-qm", message)
  }

  private func workbook(_ arguments: String...) throws -> ProcessResult {
    try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
      environment: ProcessInfo.processInfo.environment.filter {
        ["PATH", "HOME"].contains($0.key)
      }, directory: root, timeout: .seconds(300))
  }

  /// `grade demo-1 --json`, as JSON, with its exit status.
  private func grade() throws -> (status: Int32, json: [String: Any]) {
    let result = try workbook("grade", "demo-1", "--json", "--no-build")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return (result.status, try XCTUnwrap(json as? [String: Any], result.standardError))
  }

  private func changedFiles(_ json: [String: Any]) -> [String] {
    (json["grading"] as? [String: Any])?["changedFiles"] as? [String] ?? []
  }

  /// Asserts the graded verdict earns nothing: a non-zero exit and no `pass`.
  private func assertEarnsNothing(
    _ graded: (status: Int32, json: [String: Any]), file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(graded.status, 1, "\(graded.json)", file: file, line: line)
    XCTAssertNotEqual(graded.json["status"] as? String, "pass", file: file, line: line)
  }

  // MARK: - Tests

  func testTheSolutionPassesAndTheStarterIsUntouchedAndFails() throws {
    let starter = try grade()
    XCTAssertEqual(starter.json["status"] as? String, "fail")
    XCTAssertEqual(starter.json["untouched"] as? Bool, true)
    XCTAssertEqual(changedFiles(starter.json), [])

    try write(Self.solution, to: "Exercises/demo-1/Answer.swift")
    try commit("solved")
    let solved = try grade()
    XCTAssertEqual(solved.status, 0, "\(solved.json)")
    XCTAssertEqual(solved.json["status"] as? String, "pass")
    XCTAssertEqual(solved.json["untouched"] as? Bool, false)
    let grading = try XCTUnwrap(solved.json["grading"] as? [String: Any])
    XCTAssertEqual(grading["commit"] as? String, try git("rev-parse", "HEAD"))
    XCTAssertEqual(grading["reference"] as? String, template)
    XCTAssertEqual(grading["tampered"] as? Bool, false)
  }

  /// Attack 1: the checks replaced by one empty check.
  func testChecksReplacedByAnEmptyOneAreNotTheOnesGraded() throws {
    try write(
      """
      import ExerciseSupport

      @main
      struct Checks {
        static func main() async { await runChecks([Check("nothing") {}]) }
      }
      """, to: "Exercises/demo-1/Checks.swift")
    try commit("fewer checks")
    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual(changedFiles(graded.json), ["Exercises/demo-1/Checks.swift"])
    XCTAssertEqual((graded.json["grading"] as? [String: Any])?["tampered"] as? Bool, true)
  }

  /// Attack 2: the probe a solution fails deleted, the checks that run passed.
  func testADeletedProbeIsStillGraded() throws {
    try write(Self.leaky, to: "Exercises/demo-1/Answer.swift")
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("Exercises/demo-1/Probes/Secret.swift"))
    try commit("no probe")
    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual(changedFiles(graded.json), ["Exercises/demo-1/Probes/Secret.swift"])
  }

  /// Attack 3: the check library shadowed from the learner's own file (a `runChecks`
  /// that reports every check as passed), or from a file beside it.
  func testTheCheckLibraryCannotBeShadowedByTheLearner() throws {
    try write(
      Self.starter + """

        import ExerciseSupport
        import Foundation

        func runChecks(_ checks: [Check]) async -> Never {
          for check in checks { print("  ✓ \\(check.name)") }
          exit(0)
        }
        """, to: "Exercises/demo-1/Answer.swift")
    try commit("my own runChecks")
    assertEarnsNothing(try grade())

    try write(Self.starter, to: "Exercises/demo-1/Answer.swift")
    try write(
      """
      func expect(_ condition: Bool, _ message: @autoclosure () -> String) {}
      func expectEqual<V>(_ a: V, _ b: V, _ what: @autoclosure () -> String = "") {}
      """, to: "Exercises/demo-1/Helpers.swift")
    try commit("helpers")
    let helped = try grade()
    assertEarnsNothing(helped)
    XCTAssertEqual(changedFiles(helped.json), ["Exercises/demo-1/Helpers.swift"])
  }

  /// Attack 3, of its kind: an overload in the learner's module that the checks would
  /// pick over the standard library's (`==` on Int that is always true).
  func testAnOverloadTheChecksWouldPickIsNamedAndNothingRuns() throws {
    try write(
      Self.starter + """

        extension Int {
          static func == (left: Int, right: Int) -> Bool { true }
        }
        """, to: "Exercises/demo-1/Answer.swift")
    try commit("equal enough")
    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual(graded.json["status"] as? String, "error")
    let message = try XCTUnwrap(graded.json["message"] as? String)
    XCTAssertTrue(
      message.hasPrefix("declares what the checks use in place of theirs: "), message)
    XCTAssertTrue(message.contains("=="), message)
  }

  /// Attack 4: result lines forged from the learner's code, then exit 0.
  func testForgedResultLinesEarnNothing() throws {
    try write(
      """
      import Foundation

      func answer() -> Int {
        for name in ["the answer is 42", "the answer is even", "the secret stays in its file"] {
          FileHandle.standardError.write(Data("result: pass\\t\\(name)\\t\\n".utf8))
        }
        exit(0)
      }
      """, to: "Exercises/demo-1/Answer.swift")
    try commit("forged")
    assertEarnsNothing(try grade())
  }

  /// A learner's edit to the package's sources (the tool, the library) is named; the
  /// grade comes from the reference's.
  func testChangedSourcesAreNamed() throws {
    try write("// the library, changed", to: "Sources/ExerciseSupport/Checks.swift")
    try commit("changed the library")
    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual(changedFiles(graded.json), ["Sources/ExerciseSupport/Checks.swift"])
  }

  /// A forged progress record earns nothing from the class sheet: `report` checks.
  func testTheReportBelievesNoProgressRecord() throws {
    try write(
      """
      {"demo-1": {"status": "pass", "fingerprint": "forged", "checked": "2026-01-01T00:00:00Z",
        "tests": [], "message": null}}
      """, to: "Exercises/.progress.json")
    for arguments in [
      ["report", "--json", "--no-build"],
      ["report", "--json", "--no-build", "--reference", "HEAD"],
    ] {
      let result = try ProcessRunner.run(
        TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
        directory: root, timeout: .seconds(300))
      let json = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
        result.standardError)
      XCTAssertEqual(json["passed"] as? Int, 0, "\(arguments)")
      XCTAssertEqual(json["untouched"] as? Int, 1, "\(arguments)")
      let rows = try XCTUnwrap(json["exercises"] as? [[String: Any]])
      XCTAssertEqual(rows.first?["status"] as? String, "fail", "\(arguments)")
    }
  }
}
