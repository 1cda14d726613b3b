@_exported import ExerciseSupport
import XCTest

/// Fails the test with the smallest input from `generator` that `property` throws for,
/// its seed and its run: a promise that says "any", "every" or "always" is checked over
/// generated inputs this way, not over the tutorial's five albums alone. Inside
/// `property`, fail by throwing: `try expectEqual(…)`, `try expect(…)` (from
/// ExerciseSupport), or `try XCTUnwrap(…)`.
/// - Parameters:
///   - runs: how many inputs; the run with `WORKBOOK_SEED` set starts there instead.
public func assertForAll<Value>(
  _ generator: Generator<Value>, runs: Int = 200, seed: UInt64 = 2026,
  file: StaticString = #filePath, line: UInt = #line, _ property: (Value) throws -> Void
) {
  do {
    try forAll(generator, runs: runs, seed: seed, property)
  } catch {
    XCTFail("\(error)", file: file, line: line)
  }
}
