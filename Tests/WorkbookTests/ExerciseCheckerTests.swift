import Foundation
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The checker, end to end, on small made-up exercises. So that these tests need no
/// `swift build` of their own, they compile a stand-in for the chapters' library from
/// `Sources/ExerciseSupport` alone.
final class ExerciseCheckerTests: XCTestCase {
  private static let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("checker-tests-\(UUID().uuidString)")

  /// The stand-in library's folder, built once on first use.
  private static let products: Result<URL, WorkbookError> = {
    let products = scratch.appendingPathComponent("products")
    let modules = products.appendingPathComponent("Modules")
    guard let swiftc = ProcessRunner.find("swiftc") else {
      return .failure(WorkbookError("swiftc is not on PATH"))
    }
    #if os(macOS)
      let library = "libBlueLibrary.dylib"
    #else
      let library = "libBlueLibrary.so"
    #endif
    let source = TestPaths.packageRoot.appendingPathComponent(
      "Sources/ExerciseSupport/Checks.swift")
    do {
      try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
      let built = try ProcessRunner.run(
        swiftc,
        arguments: [
          "-emit-library", "-emit-module", "-parse-as-library", "-swift-version", "6",
          "-module-name", "ExerciseSupport", "-emit-module-path",
          modules.appendingPathComponent("ExerciseSupport.swiftmodule").path,
          "-o", products.appendingPathComponent(library).path, source.path,
        ], timeout: .seconds(300))
      guard built.status == 0 else { return .failure(WorkbookError(built.standardError)) }
      return .success(products)
    } catch {
      return .failure(WorkbookError("\(error)"))
    }
  }()

  override class func tearDown() {
    try? FileManager.default.removeItem(at: scratch)
    super.tearDown()
  }

  /// Writes an exercise folder with `files` and checks it.
  private func check(_ files: [String: String], timeLimit: Duration = .seconds(10)) throws
    -> CheckOutcome
  {
    let products = try Self.products.get()
    let folder = Self.scratch.appendingPathComponent("exercise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Probes"), withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    var checker = ExerciseChecker(
      productsDirectory: products,
      scratchDirectory: Self.scratch.appendingPathComponent("build"))
    checker.timeLimit = timeLimit
    let exercise = Exercise(
      id: "demo-1", chapter: "MVC", title: "Demo", files: ["Answer.swift"], hint: "")
    return try checker.check(exercise, in: folder)
  }

  private let checks = """
    import ExerciseSupport

    @main
    struct Checks {
      static func main() async {
        await runChecks([
          Check("the answer is 42") { try expectEqual(answer(), 42, "answer()") },
          Check("the answer is even") { try expect(answer() % 2 == 0, "\\(answer()) is odd") },
        ])
      }
    }
    """

  func testARightAnswerPasses() throws {
    let outcome = try check(["Answer.swift": "func answer() -> Int { 42 }", "Checks.swift": checks])
    XCTAssertEqual(outcome.status, .pass, outcome.report)
    XCTAssertEqual(outcome.verdict, "passes all 2 checks")
    XCTAssertTrue(outcome.report.contains("✓ the answer is 42"))
  }

  func testAWrongAnswerFailsAndSaysWhy() throws {
    let outcome = try check(["Answer.swift": "func answer() -> Int { 41 }", "Checks.swift": checks])
    XCTAssertEqual(outcome.status, .fail)
    XCTAssertEqual(outcome.verdict, "fails 2 of 2 checks")
    XCTAssertTrue(
      outcome.report.contains("answer(): expected 42, got 41 (Checks.swift:"), outcome.report)
    XCTAssertTrue(outcome.report.contains("41 is odd"), outcome.report)
  }

  func testACompileErrorIsShownAsTheCompilerSaidIt() throws {
    let outcome = try check([
      "Answer.swift": "func answer() -> Int { fourtyTwo }", "Checks.swift": checks,
    ])
    XCTAssertEqual(outcome.status, .error)
    XCTAssertEqual(outcome.verdict, "does not compile (1 error)")
    XCTAssertTrue(
      outcome.report.contains("Answer.swift:1:24: error: cannot find 'fourtyTwo' in scope"),
      outcome.report)
  }

  func testAnEndlessLoopIsStoppedAndNamed() throws {
    let outcome = try check(
      ["Answer.swift": "func answer() -> Int { while true {} }", "Checks.swift": checks],
      timeLimit: .seconds(2))
    XCTAssertEqual(outcome.status, .error)
    XCTAssertTrue(outcome.verdict.hasPrefix("ran longer than 2"), outcome.verdict)
    XCTAssertTrue(outcome.verdict.contains("during “the answer is 42”"), outcome.verdict)
  }

  func testACrashIsAnErrorThatNamesTheCheckAndKeepsEarlierResults() throws {
    let crashing = """
      @MainActor var calls = 0
      @MainActor func answer() -> Int {
        calls += 1
        if calls > 1 { fatalError("second call") }
        return 42
      }
      """
    let outcome = try check(["Answer.swift": crashing, "Checks.swift": checks])
    XCTAssertEqual(outcome.status, .error)
    XCTAssertTrue(outcome.verdict.hasPrefix("crashed during “the answer is even”"), outcome.verdict)
    XCTAssertTrue(outcome.report.contains("✓ the answer is 42"), outcome.report)
  }

  func testProbesProveWhatMustNotCompileAndIgnoreTheLearnersWarnings() throws {
    let answer = """
      struct Vault {
        private let secret = 42
        func reveal() -> Int { let unused = 0; return secret }
      }
      func answer() -> Int { Vault().reveal() }
      """
    let probe = """
      // check: the secret stays in its file
      @testable import Exercise

      func probe(_ vault: Vault) {
        _ = vault.reveal()
        _ = vault.secret  // expected-error {{'secret' is inaccessible due to 'private' protection level}}
      }
      """
    var outcome = try check([
      "Answer.swift": answer, "Checks.swift": checks, "Probes/Secret.swift": probe,
    ])
    XCTAssertEqual(outcome.status, .pass, outcome.report)
    XCTAssertEqual(outcome.totalChecks, 3)
    XCTAssertTrue(outcome.report.contains("✓ the secret stays in its file"))

    let leaky = answer.replacingOccurrences(of: "private let", with: "let")
    outcome = try check([
      "Answer.swift": leaky, "Checks.swift": checks, "Probes/Secret.swift": probe,
    ])
    XCTAssertEqual(outcome.status, .fail)
    XCTAssertTrue(outcome.report.contains("✗ the secret stays in its file"), outcome.report)
  }
}
