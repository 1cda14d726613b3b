import ExerciseSupport
import Foundation
import Synchronization
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// The checker, end to end, on small made-up exercises. So that these tests need no
/// `swift build` of their own, they compile a stand-in for the chapters' library from
/// `Sources/ExerciseSupport` alone.
final class ExerciseCheckerTests: XCTestCase {
  private static let scratch = StandInLibrary.scratch.appendingPathComponent("checker")

  private static let exercise = Exercise(
    id: "demo-1", chapter: "MVC", title: "Demo", files: ["Answer.swift"], hints: [])

  /// Writes an exercise folder with `files` and checks it.
  private func check(
    _ files: [String: String], timeLimit: Duration = .seconds(10),
    outputLimit: OutputLimit = .exercise
  ) throws -> CheckOutcome {
    var checker = try makeChecker()
    checker.timeLimit = timeLimit
    checker.outputLimit = outputLimit
    return try checker.check(Self.exercise, in: exerciseFolder(files))
  }

  private func exerciseFolder(_ files: [String: String]) throws -> URL {
    let folder = Self.scratch.appendingPathComponent("exercise-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Probes"), withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  private func makeChecker() throws -> ExerciseChecker {
    ExerciseChecker(
      productsDirectory: try StandInLibrary.products.get(),
      scratchDirectory: Self.scratch.appendingPathComponent("build"))
  }

  private let checks = StandInLibrary.checks

  func testARightAnswerPasses() throws {
    let outcome = try check(["Answer.swift": "func answer() -> Int { 42 }", "Checks.swift": checks])
    XCTAssertEqual(outcome.status, .pass, outcome.report)
    XCTAssertEqual(outcome.verdict, "passes all 2 checks")
    XCTAssertTrue(outcome.report.contains("✓ the answer is 42"))
  }

  /// `check` refuses what `grade` refuses of the source, so that no learner's file
  /// passes the one and earns nothing from the other.
  func testCheckRefusesAnAttributeThatNamesASymbolOutsideTheModule() throws {
    let outcome = try check([
      "Answer.swift": "func answer() -> Int { 42 }\n@_cdecl(\"exit\") public func leave() {}\n",
      "Checks.swift": checks,
    ])
    XCTAssertEqual(outcome.status, .error)
    XCTAssertTrue(outcome.refusedByTheGrader)
    XCTAssertTrue(outcome.verdict.hasPrefix("refused: "), outcome.verdict)
    XCTAssertTrue(outcome.verdict.contains("Answer.swift:2: @_cdecl"), outcome.verdict)
  }

  /// A grade compiles first and runs after; a program replaced in between (by the run
  /// of another exercise's code, say) is not run.
  func testAGradedProgramChangedAfterItsBuildIsNotRun() throws {
    let folder = try exerciseFolder([
      "Answer.swift": "func answer() -> Int { 42 }", "Checks.swift": checks,
    ])
    let checker = try makeChecker()
    let prepared = try checker.prepareGraded(Self.exercise, in: folder, reference: folder)
    defer { prepared.discard() }
    XCTAssertNil(prepared.decided)
    try FileManager.default.removeItem(at: prepared.program)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: "/bin/true"), to: prepared.program)
    XCTAssertEqual(
      try checker.run(prepared).verdict,
      "the compiled checks changed between their build and their run: graded nothing")
  }

  func testAWrongAnswerFailsAndSaysWhy() throws {
    let outcome = try check(["Answer.swift": "func answer() -> Int { 41 }", "Checks.swift": checks])
    XCTAssertEqual(outcome.status, .fail)
    XCTAssertEqual(outcome.verdict, "fails 2 of 2 checks")
    XCTAssertTrue(
      outcome.report.contains("answer(): expected 42, got 41 (Checks.swift:"), outcome.report)
    XCTAssertTrue(outcome.report.contains("41 is odd"), outcome.report)
    XCTAssertEqual(outcome.checks.map(\.name), ["the answer is 42", "the answer is even"])
    XCTAssertEqual(outcome.checks.map(\.status), [.fail, .fail])
    XCTAssertTrue(
      outcome.checks[0].message.hasPrefix("answer(): expected 42, got 41 (Checks.swift:"),
      outcome.checks[0].message)
    XCTAssertTrue(outcome.checks[1].message.hasPrefix("41 is odd"), outcome.checks[1].message)
  }

  func testEachCheckIsReportedOneByOneAsAnAutograderReadsIt() throws {
    let half = "func answer() -> Int { 42 }\nfunc isEven() -> Bool { false }"
    let checks = """
      import ExerciseSupport

      @main
      struct Checks {
        static func main() async {
          await runChecks([
            Check("the answer is 42") { try expectEqual(answer(), 42, "answer()") },
            Check("a message over\\ttwo\\r\\nlines") { try expect(isEven(), "one\\ntwo\\tthree") },
            Check("a thrown error") { struct Oops: Error {}; throw Oops() },
          ])
        }
      }
      """
    let outcome = try check(["Answer.swift": half, "Checks.swift": checks])
    XCTAssertEqual(outcome.status, .fail, outcome.report)
    guard outcome.checks.count == 3 else { return XCTFail("\(outcome.checks)\n\(outcome.report)") }
    XCTAssertEqual(outcome.checks[0], CheckResult(name: "the answer is 42", status: .pass))
    XCTAssertEqual(outcome.checks[1].name, "a message over\ttwo\r\nlines")
    XCTAssertEqual(outcome.checks[1].status, .fail)
    XCTAssertTrue(
      outcome.checks[1].message.hasPrefix("one\ntwo\tthree ("), outcome.checks[1].message)
    XCTAssertEqual(outcome.checks[2].status, .error)
    XCTAssertTrue(outcome.checks[2].message.hasPrefix("threw Oops"), outcome.checks[2].message)
    XCTAssertEqual(outcome.firstFailure?.name, "a message over\ttwo\r\nlines")
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

  /// The learner's code writes a result line for each check, as the protocol once
  /// looked, and exits 0 before any check can fail: no check passes that way.
  func testResultLinesTheLearnersCodeForgesCountForNothing() throws {
    let forger = """
      import Foundation

      func answer() -> Int {
        for name in ["the answer is 42", "the answer is even"] {
          FileHandle.standardError.write(Data("result: pass\\t\\(name)\\t\\n".utf8))
          FileHandle.standardError.write(Data("result: \\t pass\\t\\(name)\\t\\n".utf8))
        }
        exit(0)
      }
      """
    let outcome = try check(["Answer.swift": forger, "Checks.swift": checks])
    XCTAssertEqual(outcome.status, .error, outcome.report)
    XCTAssertTrue(
      outcome.verdict.hasPrefix("crashed during “the answer is 42” (exit status 0)"),
      outcome.verdict)
    XCTAssertFalse(outcome.checks.contains { $0.status == .pass }, "\(outcome.checks)")
  }

  /// An exercise whose code starts `sleep 40` and does not wait for it: it passes, the
  /// sleeps are stopped, the verdict says so, and the check does not wait for them,
  /// although they hold its output open.
  func testProgramsAnExerciseLeavesRunningAreStoppedAndTheVerdictSaysSo() throws {
    let answer = """
      import Foundation

      func answer() -> Int {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["40"]
        try? sleeper.run()
        return 42
      }
      """
    let start = ContinuousClock.now
    let outcome = try check(
      ["Answer.swift": answer, "Checks.swift": checks], timeLimit: .seconds(30))
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(25), "it waited for the sleeps")
    XCTAssertEqual(outcome.status, .pass, outcome.report)
    XCTAssertEqual(
      outcome.verdict,
      "passes all 2 checks (and left programs it started running, which were stopped)")
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
    XCTAssertEqual(outcome.checks.map(\.status), [.pass, .error])
    XCTAssertEqual(outcome.checks.last?.name, "the answer is even")
    XCTAssertEqual(outcome.checks.last?.message, outcome.verdict)
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
    XCTAssertEqual(outcome.checks.first?.name, "the secret stays in its file")
    XCTAssertEqual(outcome.checks.first?.status, .fail)
    XCTAssertTrue(
      outcome.checks.first?.message.contains("expected error not produced") ?? false,
      outcome.checks.first?.message ?? "")
  }

  func testAnExerciseThatPrintsInALoopIsStoppedAndOnlyBothEndsOfItsOutputAreKept() throws {
    let looping = "func answer() -> Int {\n  while true { print(\"again and again\") }\n}"
    let outcome = try check(
      ["Answer.swift": looping, "Checks.swift": checks], timeLimit: .seconds(60),
      outputLimit: OutputLimit(keptAtEachEnd: 4096, stopAfter: 1 << 20))
    XCTAssertEqual(outcome.status, .error)
    XCTAssertTrue(
      outcome.verdict.hasPrefix(
        "printed more than 1 MiB during “the answer is 42” and was stopped"),
      outcome.verdict)
    XCTAssertTrue(outcome.report.contains(" bytes cut …\nagain and again"), outcome.report)
    XCTAssertLessThan(outcome.report.utf8.count, 3 * 4096)
  }

  func testChecksOfOneExerciseAtOnceAllAgree() throws {
    let probe = "// check: the answer is in reach\n@testable import Exercise\nlet _ = answer()\n"
    let folder = try exerciseFolder([
      "Answer.swift": "func answer() -> Int { 42 }", "Checks.swift": checks,
      "Probes/Reach.swift": probe,
    ])
    let checker = try makeChecker()
    let verdicts = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      let verdict: String
      do {
        let outcome = try checker.check(Self.exercise, in: folder)
        verdict = "\(outcome.status): \(outcome.verdict)\n\(outcome.report)"
      } catch {
        verdict = "threw \(error)"
      }
      verdicts.withLock { $0.append(verdict) }
    }
    let expected = "pass: passes all 3 checks"
    for verdict in verdicts.withLock({ $0 }) {
      XCTAssertTrue(verdict.hasPrefix(expected), verdict)
    }
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: Self.scratch.appendingPathComponent("build/runs").path)
    XCTAssertEqual(leftovers, [], "each check removes its own build folder")
  }
}
