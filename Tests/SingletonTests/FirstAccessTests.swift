import Foundation
import Singleton
import Synchronization
import WorkbookKit
import WorkbookTestSupport
import XCTest

/// The initialiser runs exactly once even when 1,000 tasks race to make the very first
/// access. They are all created before any may go on, but no more of them run at the
/// same moment than the cooperative pool has threads (one per processor the system
/// reports, even under `taskset`).
///
/// A thousand tasks do not run at once: the cooperative pool has one thread per
/// processor the system reports, and the rest wait their turn, so at most that many
/// first accesses are under way at the same moment. On Linux the pool's width does not
/// shrink under `taskset -c 0`: its threads then take turns on one core, and the
/// operating system may switch between them in the middle of a first access. The test
/// also runs under the thread sanitizer: `swift test --sanitize=thread --filter
/// Singleton` (CI does).
///
/// By the time this test runs, another test may already have touched
/// `LibraryAPI.shared`, so the test runs itself again in a fresh process (the same test
/// binary, this one test, with an environment variable saying "you are the child"). The
/// child makes the first access and reports; the parent checks the report.
final class FirstAccessTests: XCTestCase {
  private static let childVariable = "SINGLETON_FIRST_ACCESS_CHILD"

  func testOneInstanceUnderAThousandConcurrentFirstAccesses() async throws {
    if ProcessInfo.processInfo.environment[Self.childVariable] == "1" {
      await raceToTheFirstAccess()
      return
    }
    let result = try runThisTestInAFreshProcess()
    XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
    XCTAssertTrue(
      result.standardOutput.contains("first access: 1000 tasks, 1 identity, 1 instance made"),
      result.standardOutput)
  }

  /// The child's half: nothing has touched `shared` yet; 1,000 tasks wait at a gate and,
  /// once it opens, each asks for it as soon as it gets a thread.
  private func raceToTheFirstAccess() async {
    XCTAssertEqual(LibraryAPI.instancesMade, 0, "the child must start with no instance")
    let gate = StartGate()
    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<1_000 {
        group.addTask {
          while !gate.isOpen.load(ordering: .acquiring) { await Task.yield() }
          return ObjectIdentifier(LibraryAPI.shared)
        }
      }
      gate.isOpen.store(true, ordering: .releasing)
      return await group.reduce(into: Set()) { $0.insert($1) }
    }
    XCTAssertEqual(identities.count, 1)
    XCTAssertEqual(LibraryAPI.instancesMade, 1)
    print(
      "first access: 1000 tasks, \(identities.count) identity, "
        + "\(LibraryAPI.instancesMade) instance made")
  }

  /// Holds every task back until all have been started. A class, so the tasks share one
  /// flag; an `Atomic`, so reading it while it is set is no data race.
  private final class StartGate: Sendable {
    let isOpen = Atomic(false)
  }

  private func runThisTestInAFreshProcess() throws -> ProcessResult {
    let name =
      "SingletonTests.FirstAccessTests/testOneInstanceUnderAThousandConcurrentFirstAccesses"
    var environment = ProcessInfo.processInfo.environment
    environment[Self.childVariable] = "1"
    #if os(macOS)
      let bundle = TestPaths.productsDirectory.appendingPathComponent(
        "BlueLibraryWorkbookPackageTests.xctest")
      return try ProcessRunner.run(
        URL(fileURLWithPath: "/usr/bin/xcrun"),
        arguments: ["xctest", "-XCTest", name, bundle.path],
        environment: environment)
    #else
      return try ProcessRunner.run(
        Bundle.main.executableURL!, arguments: [name], environment: environment)
    #endif
  }
}
