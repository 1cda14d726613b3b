import WorkbookKit
import XCTest

final class SolutionMarkersTests: XCTestCase {
  private let marked = """
    func answer() -> Int {
      // solution.begin
      42
      // solution.starter
      //>   0  // TODO
      //>
      //>     .description
      // solution.end
    }
    // solution.begin
    let extra = 1
    // solution.end
    """

  func testTheStarterAndTheSolutionShareTheLinesOutsideTheMarkers() throws {
    XCTAssertEqual(
      try SolutionMarkers.extract(.solution, from: marked),
      "func answer() -> Int {\n  42\n}\nlet extra = 1")
    XCTAssertEqual(
      try SolutionMarkers.extract(.starter, from: marked),
      "func answer() -> Int {\n  0  // TODO\n\n    .description\n}")
  }

  func testMarkersOutOfOrderOrUnclosedAreErrors() {
    for broken in [
      "// solution.starter\n// solution.end", "// solution.begin\n// solution.begin",
      "// solution.end", "// solution.begin\nx",
      "// solution.begin\n// solution.starter\nx\n// solution.end",
    ] {
      XCTAssertThrowsError(try SolutionMarkers.extract(.starter, from: broken), broken)
    }
  }

  /// Generated wrong designs mutate only these: the lines of the solution that the
  /// learner writes, not the lines given to both.
  func testTheLearnersLinesAreTheSolutionRegionsLinesInTheSolutionVersion() throws {
    let solution = try SolutionMarkers.extract(.solution, from: marked)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let learner = try SolutionMarkers.extractWithOrigins(.solution, from: marked).learnerLines
    XCTAssertEqual(learner.sorted().map { String(solution[$0 - 1]) }, ["  42", "let extra = 1"])
  }
}
