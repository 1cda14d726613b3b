import Foundation
import WorkbookTestSupport
import XCTest

@testable import WorkbookKit

/// `workbook grade`, what the Classroom workflow runs, against a student who tries to
/// earn points without solving anything. A made-up package with two exercises is
/// pinned and committed as the template (the repository's first commit), as
/// `workbook template` makes one; each test then changes the student's tree as an
/// attacker would and grades it, most of them with the Classroom's own command.
final class GradingTests: XCTestCase {
  private var root: URL!
  /// The grader's temporary folder (its `TMPDIR`), where it unpacks references.
  private var temporary: URL!
  private var template = ""
  private var pin = ""

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

  /// Checks with one check that always passes: what an attacker wants graded.
  private static let lightChecks = """
    import ExerciseSupport

    @main
    struct Checks {
      static func main() async { await runChecks([Check("nothing") {}]) }
    }
    """

  private static let exercises = ["demo-1", "demo-2"].map {
    Exercise(
      id: $0, chapter: "MVC", title: "The answer", files: ["Answer.swift"],
      hints: ["Think of a number."], starter: ProgressStore.fingerprint(["Answer.swift": starter]))
  }

  override func setUpWithError() throws {
    root = try makeTemporaryFolder(self)
    temporary = try makeTemporaryFolder(self)
    try write("// a package", to: "Package.swift")
    for exercise in Self.exercises {
      try write(Self.starter, to: "Exercises/\(exercise.id)/Answer.swift")
      try write(StandInLibrary.checks, to: "Exercises/\(exercise.id)/Checks.swift")
    }
    try write(Self.probe, to: "Exercises/demo-1/Probes/Secret.swift")
    try write("// the library", to: "Sources/ExerciseSupport/Checks.swift")
    try write(".build/\n", to: ".gitignore")
    pin = try Workbook.pinTemplate(Self.exercises, at: root)
    try git("init", "-q")
    try commit("the template")
    template = try git("rev-parse", "HEAD")
  }

  // MARK: - Helpers

  private func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  @discardableResult
  private func git(_ arguments: String..., in folder: URL? = nil) throws -> String {
    let result = try ProcessRunner.run(
      try XCTUnwrap(ProcessRunner.find("git")),
      arguments: ["-c", "user.name=Student", "-c", "user.email=s@example.com"] + arguments,
      directory: folder ?? root)
    XCTAssertEqual(result.status, 0, result.standardError)
    return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private func commit(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-qm", message)
  }

  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter {
      ["PATH", "HOME"].contains($0.key)
    }
    environment["TMPDIR"] = temporary.path
    return environment
  }

  private func workbook(_ arguments: [String]) throws -> ProcessResult {
    try ProcessRunner.run(
      TestPaths.productsDirectory.appendingPathComponent("workbook"), arguments: arguments,
      environment: environment, directory: root, timeout: .seconds(300), isolated: false)
  }

  private func workbook(_ arguments: String...) throws -> ProcessResult {
    try workbook(arguments)
  }

  /// `grade ID --json`, as JSON, with its exit status.
  private func grade(_ id: String = "demo-1") throws -> (status: Int32, json: [String: Any]) {
    let result = try workbook("grade", id, "--json", "--no-build")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return (result.status, try XCTUnwrap(json as? [String: Any], result.standardError))
  }

  /// The template's commit unpacked where the Classroom workflow unpacks it, as its
  /// "Build the grader" step does (without the build: the tests' own is used).
  private func unpackedTemplate() throws -> URL {
    let folder = root.deletingLastPathComponent()
      .appendingPathComponent("reference-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let unpacked = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: ["-c", "git archive \"$1\" | tar -x -C \"$2\"", "sh", template, folder.path],
      directory: root)
    XCTAssertEqual(unpacked.status, 0, unpacked.standardError)
    return folder
  }

  /// The Classroom's own command for exercise `id` (`ClassroomFiles.command`, as both
  /// of its files run it), against `reference`, the unpacked template.
  private func autograde(_ id: String, reference: URL) throws -> ProcessResult {
    let exercise = try XCTUnwrap(Self.exercises.first { $0.id == id })
    let words = ClassroomFiles.command(exercise, pin: pin)
      .replacingOccurrences(of: ClassroomFiles.reference, with: reference.path)
      .split(separator: " ").map(String.init)
    XCTAssertEqual(words.first, reference.path + "/.build/debug/workbook")
    return try workbook(Array(words.dropFirst()))
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

  /// Runs `script` as the workflow's `shell: bash` step runs it, in the repository, and
  /// returns its exit status, its output and what it set as the step's outputs.
  private func runStep(_ script: String) throws -> (status: Int32, output: String, set: String) {
    let outputs = temporary.appendingPathComponent("step-output-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outputs.path, contents: nil)
    var environment = self.environment
    environment["GITHUB_OUTPUT"] = outputs.path
    // `git config --global` writes the home's configuration: a home of the test's own.
    environment["HOME"] = temporary.path
    let result = try ProcessRunner.run(
      try XCTUnwrap(ProcessRunner.find("bash")), arguments: ["-eo", "pipefail", "-c", script],
      environment: environment, directory: root)
    return (
      result.status, result.standardOutput + result.standardError,
      try String(contentsOf: outputs, encoding: .utf8)
    )
  }

  // MARK: - A correct solution earns its points

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
    XCTAssertEqual(grading["pin"] as? String, pin)
    XCTAssertEqual(grading["tampered"] as? Bool, false)

    let classroom = try autograde("demo-1", reference: try unpackedTemplate())
    XCTAssertEqual(classroom.status, 0, classroom.standardOutput + classroom.standardError)
  }

  // MARK: - Attacks on the checks

  /// The checks replaced by one empty check.
  func testChecksReplacedByAnEmptyOneAreNotTheOnesGraded() throws {
    try write(Self.lightChecks, to: "Exercises/demo-1/Checks.swift")
    try commit("fewer checks")
    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual(changedFiles(graded.json), ["Exercises/demo-1/Checks.swift"])
    XCTAssertEqual((graded.json["grading"] as? [String: Any])?["tampered"] as? Bool, true)
  }

  /// The probe a solution fails deleted, the checks that run passed.
  func testADeletedProbeIsStillGraded() throws {
    try write(Self.leaky, to: "Exercises/demo-1/Answer.swift")
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("Exercises/demo-1/Probes/Secret.swift"))
    try commit("no probe")
    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual(changedFiles(graded.json), ["Exercises/demo-1/Probes/Secret.swift"])
  }

  /// The check library shadowed from the learner's own file (a `runChecks` that
  /// reports every check as passed), or from a file beside it.
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

  /// An overload in the learner's module that the checks would pick over the standard
  /// library's (`==` on Int that is always true).
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

  /// Result lines forged from the learner's code, then exit 0.
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

  // MARK: - Cheats 1 and 4: names the linker sees

  /// Cheat 1: a C `write` from the learner's file replaces the C library's for the whole
  /// program, and with it every result line the check library writes: each `fail`
  /// becomes a `pass`. Refused before any check runs, by its line.
  func testACSymbolThatReplacesTheCLibrarysEarnsNothing() throws {
    try write(
      Self.starter + """

        import Glibc

        private typealias WriteFunction = @convention(c) (Int32, UnsafeRawPointer?, Int) -> Int
        private let libraryWrite = unsafeBitCast(
          dlsym(UnsafeMutableRawPointer(bitPattern: -1), "write"), to: WriteFunction.self)

        @_cdecl("write")
        public func forgedWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
          guard let bytes, count > 0 else { return libraryWrite(descriptor, bytes, count) }
          let text = String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
          let forged = text.replacingOccurrences(of: "\\tfail\\t", with: "\\tpass\\t")
          _ = Array(forged.utf8).withUnsafeBytes { libraryWrite(descriptor, $0.baseAddress, $0.count) }
          return count
        }
        """, to: "Exercises/demo-1/Answer.swift")
    try commit("a write of my own")
    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual(changedFiles(graded.json), [], "no protected file changed: the code is refused")
    let message = try XCTUnwrap(graded.json["message"] as? String)
    XCTAssertTrue(message.contains("Exercises/demo-1/Answer.swift:15: @_cdecl"), message)

    let classroom = try autograde("demo-1", reference: try unpackedTemplate())
    XCTAssertEqual(classroom.status, 1)
    XCTAssertTrue(
      classroom.standardOutput.contains("refused: Exercises/demo-1/Answer.swift:15: @_cdecl"),
      classroom.standardOutput)
  }

  /// Cheat 4: every other spelling that declares a symbol outside the module's names,
  /// places code where the loader runs it, or takes the program's entry.
  func testEveryAttributeThatNamesASymbolOutsideTheModuleIsRefusedByItsLine() throws {
    let reference = try unpackedTemplate()
    for (attempt, line) in [
      ("@_silgen_name(\"write\") func forgedWrite() {}", "@_silgen_name"),
      ("@c(write) func forgedWrite() {}", "@c"),
      ("@`_cdecl`(\"exit\") public func forgedExit() {}", "@_cdecl"),
      ("@used @section(\".init_array\") let early: @convention(c) () -> Void = {}", "@used"),
      ("@main struct Entry { static func main() {} }", "@main"),
    ] {
      try write(Self.starter + "\n\n" + attempt + "\n", to: "Exercises/demo-1/Answer.swift")
      let classroom = try autograde("demo-1", reference: reference)
      XCTAssertEqual(classroom.status, 1, attempt)
      XCTAssertTrue(
        classroom.standardOutput.contains("refused: Exercises/demo-1/Answer.swift:10: \(line)"),
        "\(attempt): \(classroom.standardOutput)")
    }
  }

  // MARK: - Cheat 2: a second first commit

  /// Merging an orphan branch gives the repository a second first commit, whose checks
  /// are the student's; neither the workflow nor `grade` ever takes it for the template.
  func testASecondFirstCommitIsNeverTheReference() throws {
    let branch = try git("rev-parse", "--abbrev-ref", "HEAD")
    try git("checkout", "-q", "--orphan", "mine")
    try write(Self.lightChecks, to: "Exercises/demo-1/Checks.swift")
    try commit("my own template")
    try git("checkout", "-q", branch)
    try git("merge", "-q", "--allow-unrelated-histories", "-X", "theirs", "mine", "-m", "merged")
    XCTAssertEqual(try git("rev-list", "--max-parents=0", "HEAD").split(separator: "\n").count, 2)

    let step = try runStep(
      ClassroomFiles.findReferenceScript(pin: pin).replacingOccurrences(
        of: "git config --global --add safe.directory \"$PWD\"", with: "true"))
    XCTAssertEqual(step.status, 0, step.output)
    XCTAssertEqual(step.set, "reference=\(template)\n")

    let graded = try grade()
    assertEarnsNothing(graded)
    XCTAssertEqual((graded.json["grading"] as? [String: Any])?["reference"] as? String, template)
    XCTAssertEqual(changedFiles(graded.json), ["Exercises/demo-1/Checks.swift"])
  }

  /// A history without the template (replaced by the student's own first commit):
  /// the workflow's step fails, saying so, and so does `grade`; nothing falls back.
  func testAHistoryWithoutTheTemplateIsRefusedNotGradedAgainstItself() throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
    try write(Self.lightChecks, to: "Exercises/demo-1/Checks.swift")
    try git("init", "-q")
    try commit("my own history")

    let step = try runStep(
      ClassroomFiles.findReferenceScript(pin: pin).replacingOccurrences(
        of: "git config --global --add safe.directory \"$PWD\"", with: "true"))
    XCTAssertEqual(step.status, 1)
    XCTAssertTrue(
      step.output.contains(
        "::error::No first commit of this repository is the assignment's template"),
      step.output)
    XCTAssertEqual(step.set, "")

    let graded = try workbook("grade", "demo-1", "--no-build")
    XCTAssertEqual(graded.status, 1)
    XCTAssertTrue(
      graded.standardError.contains(
        "no first commit of this repository is the assignment's template (pinned as \(pin)"),
      graded.standardError)
  }

  /// The workflow carries the step whose script the tests above ran, and the commands
  /// that check the reference against the pin.
  func testTheWorkflowFindsThePinnedCommitAndGradesAgainstIt() throws {
    let workflow = try String(
      contentsOf: root.appendingPathComponent(ClassroomFiles.workflowPath), encoding: .utf8)
    let script = ClassroomFiles.findReferenceScript(pin: pin)
    let indented = script.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "          " + $0 }.joined(separator: "\n")
    XCTAssertTrue(workflow.contains(indented), workflow)
    XCTAssertTrue(
      workflow.contains("grade demo-2 --reference /tmp/workbook-reference --pin \(pin) --no-build"))
    XCTAssertFalse(workflow.contains("reference=HEAD"), "no fallback to the student's own tree")
  }

  // MARK: - Cheat 3: the reference rewritten while grading

  /// The learner's code of demo-1 walks up from its working folder to the reference and
  /// rewrites demo-2's checks there, and prints whether it could.
  private static let rewriter = """
    import Foundation

    func answer() -> Int {
      var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      while folder.path != "/" {
        let checks = folder.appendingPathComponent("Exercises/demo-2/Checks.swift")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
          FileManager.default.fileExists(atPath: checks.path)
        {
          // The attribute spelt in two parts: the scan of the source refuses it whole,
          // even in a string.
          let light = "import ExerciseSupport\\n" + "@" + "main struct Checks { static func "
            + "main() async { await runChecks([Check(\\"nothing\\") {}]) } }\\n"
          do {
            try light.write(to: checks, atomically: false, encoding: .utf8)
            print("rewrote \\(checks.path)")
          } catch {
            print("could not rewrite \\(checks.path)")
          }
        }
        folder.deleteLastPathComponent()
      }
      return 0
    }
    """

  /// Under the Classroom's commands, one step per exercise: the rewrite fails (the
  /// checks of a grade run as root run as `nobody`), or it is caught: demo-1's grade
  /// fails saying what changed, and demo-2's is refused, the reference no longer being
  /// the pinned template. demo-2 earns nothing either way.
  func testLearnerCodeThatRewritesTheReferenceEarnsTheLaterExerciseNothing() throws {
    try write(Self.rewriter, to: "Exercises/demo-1/Answer.swift")
    try commit("a rewriter")
    let reference = try unpackedTemplate()
    let first = try autograde("demo-1", reference: reference)
    XCTAssertEqual(first.status, 1)
    let second = try autograde("demo-2", reference: reference)
    XCTAssertEqual(second.status, 1, second.standardOutput)
    if first.standardOutput.contains("rewrote") {
      XCTAssertTrue(
        first.standardError.contains(
          "changed while grading, during the checks of demo-1: Exercises/demo-2/Checks.swift"),
        first.standardError)
      XCTAssertTrue(
        second.standardError.contains("is not the template pinned as \(pin): grade nothing"),
        second.standardError)
    } else {
      XCTAssertTrue(first.standardOutput.contains("could not rewrite"), first.standardOutput)
      XCTAssertNotNil(GradingUser.current, "refused only where the checks run as another user")
    }
  }

  /// In one process (`report`, `class`), with the checks running with the grader's own
  /// rights, as on a machine where the grader is not root: the rewrite succeeds, and
  /// the next exercise is not graded; the exercise whose checks ran is named.
  func testAReferenceChangedByAnExercisesRunStopsTheGradingAndNamesIt() throws {
    try write(Self.rewriter, to: "Exercises/demo-1/Answer.swift")
    try write(Self.solution, to: "Exercises/demo-2/Answer.swift")
    let reference = try GradingReference.resolve(
      try unpackedTemplate().path, pin: pin, studentRoot: root, catalogPin: nil)
    var grader = try Grader(
      reference: reference, buildFirst: false,
      console: Console(output: { _ in }, errors: { _ in }))
    grader.checker.runsAs = nil
    XCTAssertThrowsError(try grader.grade(Self.exercises, of: StudentTree(root: root))) { error in
      XCTAssertTrue(
        "\(error)".contains(
          "changed while grading, during the checks of demo-1: Exercises/demo-2/Checks.swift"),
        "\(error)")
    }
  }

  /// A reference changed between two grading steps (by anything) is refused by the
  /// next step, which names the file.
  func testAReferenceThatIsNotThePinnedTemplateIsRefusedNamingTheFile() throws {
    let reference = try unpackedTemplate()
    try Self.lightChecks.write(
      to: reference.appendingPathComponent("Exercises/demo-2/Checks.swift"), atomically: true,
      encoding: .utf8)
    let graded = try autograde("demo-2", reference: reference)
    XCTAssertEqual(graded.status, 1)
    XCTAssertTrue(
      graded.standardError.contains(
        "is not the template pinned as \(pin): grade nothing (1 file differs: "
          + "Exercises/demo-2/Checks.swift)"), graded.standardError)
  }

  // MARK: - Cheat 5: a reference folder someone else made

  /// The folder `grade` once reused by name alone, planted with an empty catalog: never
  /// looked at. A kept copy that is not the commit's files is unpacked anew; a kept
  /// copies' folder that others can write is refused.
  func testAPlantedReferenceFolderIsNeverUsed() throws {
    let planted = temporary.appendingPathComponent("workbook-reference-\(template)")
    for folder in [
      planted, temporary.appendingPathComponent("workbook-\(geteuid())/reference-\(template)"),
    ] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
      _ = FileManager.default.createFile(
        atPath: folder.appendingPathComponent(".build/workbook-extracted").path, contents: nil)
      try "// planted".write(
        to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
      try #"{"exercises":[]}"#.write(
        to: folder.appendingPathComponent("Exercises/exercises.json"), atomically: true,
        encoding: .utf8)
      _ = chmod(folder.path, 0o777)
    }
    let report = try workbook("report", "--json", "--reference", template, "--no-build")
    XCTAssertEqual(report.status, 0, report.standardError)
    let sheet = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])
    XCTAssertEqual(sheet["total"] as? Int, 2, "the template's two exercises")
    XCTAssertEqual(sheet["tampered"] as? Bool, false)

    _ = chmod(temporary.appendingPathComponent("workbook-\(geteuid())").path, 0o777)
    let refused = try workbook("report", "--json", "--reference", template, "--no-build")
    XCTAssertEqual(refused.status, 1)
    XCTAssertTrue(
      refused.standardError.contains(
        "is not a folder of this user's that only this user can write"),
      refused.standardError)
  }

  // MARK: - The class sheet

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
      let result = try workbook(arguments)
      let json = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
        result.standardError)
      XCTAssertEqual(json["passed"] as? Int, 0, "\(arguments)")
      XCTAssertEqual(json["untouched"] as? Int, 2, "\(arguments)")
      let rows = try XCTUnwrap(json["exercises"] as? [[String: Any]])
      XCTAssertEqual(rows.first?["status"] as? String, "fail", "\(arguments)")
    }
  }

  /// `class`: every student's clone graded against one reference; one who solved
  /// demo-1, one who did nothing, one whose history lost the template.
  func testAClassIsGradedAgainstOneReference() throws {
    let students = temporary.appendingPathComponent("students")
    try FileManager.default.createDirectory(at: students, withIntermediateDirectories: true)
    for name in ["ada", "bo"] {
      try git("clone", "-q", root.path, students.appendingPathComponent(name).path, in: students)
    }
    try Self.solution.write(
      to: students.appendingPathComponent("ada/Exercises/demo-1/Answer.swift"), atomically: true,
      encoding: .utf8)
    let cy = students.appendingPathComponent("cy")
    try git("clone", "-q", root.path, cy.path, in: students)
    try FileManager.default.removeItem(at: cy.appendingPathComponent(".git"))
    try Self.lightChecks.write(
      to: cy.appendingPathComponent("Exercises/demo-1/Checks.swift"), atomically: true,
      encoding: .utf8)
    try git("init", "-q", in: cy)
    try git("add", "-A", in: cy)
    try git("commit", "-qm", "mine", in: cy)

    let result = try workbook(
      "class", students.path, "--reference", try unpackedTemplate().path, "--no-build")
    XCTAssertEqual(result.status, 0, result.standardError)
    let lines = result.standardOutput.split(separator: "\n")
    guard lines.count == 5 else { return XCTFail(result.standardOutput) }
    XCTAssertTrue(lines[0].hasPrefix("ada: 1 of 2 pass, 1 untouched (graded in "), "\(lines)")
    XCTAssertTrue(lines[1].hasPrefix("bo: 0 of 2 pass, 2 untouched"), "\(lines)")
    XCTAssertTrue(lines[2].hasPrefix("cy: 0 of 2 pass, 2 untouched"), "\(lines)")
    XCTAssertEqual(lines[3], "  ⚠ changed from the reference: Exercises/demo-1/Checks.swift")
    XCTAssertEqual(lines[4], "  ⚠ no first commit of its history is the pinned template")
  }

  /// Bytes that hold "$s" by chance (inside a hash, or a path in the debug info, which
  /// holds the run's own folder) are no symbol: once taken for one, they refused a
  /// correct solution now and then, as a declaration the checks would use.
  func testBytesThatOnlyHoldDollarSAreNoSymbol() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("used-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let object = folder.appendingPathComponent("checks.o")
    var bytes = Data("\u{7F}ELF".utf8)
    bytes.append(0)
    bytes.append(contentsOf: Array("$s8Exercise11BillingDeskV4nextAA0D0_pSgvg".utf8))
    bytes.append(0)
    bytes.append(contentsOf: [0x24, 0x73, 0xE9, 0x2D, 0xB1, 0x6B, 0xF3, 0x63, 0x52])
    bytes.append(0)
    try bytes.write(to: object)
    let checker = ExerciseChecker(productsDirectory: folder, scratchDirectory: folder)
    XCTAssertEqual(
      try checker.used(in: object), ["$s8Exercise11BillingDeskV4nextAA0D0_pSgvg"])
  }
}
