import XCTest

@testable import WorkbookKit

/// A generated mutant of a file first runs the quickest tests that caught the one before
/// it: read from XCTest's report, and picked out by a filter that takes only them.
final class KillersFirstTests: XCTestCase {
  func testTheTwoQuickestFailedTestsAreTriedFirstAndTheirFilterPicksOnlyThem() {
    let output = """
      Test Case 'ServerTests.testSlow' started at 2026-12-05 10:00:00.000
      Test Case 'ServerTests.testSlow' failed (28.5 seconds)
      Test Case 'ScreenTests.testQuick' failed (0.25 seconds)
      Test Case 'ScreenTests.testPasses' passed (0.01 seconds)
      Test Case 'FileTests.testMiddle' failed (1.0 seconds)
      Test Case 'FileTests.testSame' failed (1.0 seconds)
      """
    XCTAssertEqual(
      MutantRunner.fastestFailingTests(in: output),
      ["ScreenTests.testQuick", "FileTests.testMiddle"])
    XCTAssertEqual(MutantRunner.fastestFailingTests(in: "Test Case 'A.b' passed (1.0 seconds)"), [])
    let filter = MutantRunner.filter(exactly: "ScreenTests.testQuick")
    func picks(_ name: String) -> Bool {
      name.range(of: filter, options: .regularExpression) != nil
    }
    XCTAssertTrue(picks("AppSupportTests.ScreenTests/testQuick"))
    XCTAssertFalse(picks("AppSupportTests.ScreenTests/testQuickly"))
    XCTAssertFalse(picks("AppSupportTests.OtherScreenTests/testQuick"))
  }
}
