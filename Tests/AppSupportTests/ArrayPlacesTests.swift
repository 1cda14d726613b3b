import AppSupport
import WorkbookTestSupport
import XCTest

/// Where a kept file's items stand in what the app holds now: the lowest places, each
/// used once, or `nil` when one is missing.
final class ArrayPlacesTests: XCTestCase {
  func testPlacesAreTheLowestAndEachUsedOnce() {
    let held = ["a", "b", "a", "a"]
    XCTAssertEqual(held.places(of: ["a"]), [0])
    XCTAssertEqual(held.places(of: ["b", "a", "a"]), [0, 1, 2])
    XCTAssertEqual(held.places(of: ["a", "a", "a"]), [0, 2, 3])
    XCTAssertEqual(held.places(of: []), [])
    XCTAssertNil(held.places(of: ["b", "b"]))
    XCTAssertNil(held.places(of: ["c"]))
  }

  /// For any list and any of its elements taken in any order, the places are the lowest
  /// where each element stands, as many as it was asked for.
  func testAnyElementsAreFoundAtTheirLowestPlaces() {
    let cases = Generators.array(of: Generators.int(in: 0...4), length: 0...12).flatMap {
      held in Generators.array(of: Generators.int(in: 0...5), length: 0...6).map { (held, $0) }
    }
    assertForAll(cases) { held, asked in
      var expected: [Int] = []
      var enough = true
      for value in Set(asked) {
        let wanted = asked.filter { $0 == value }.count
        let at = held.indices.filter { held[$0] == value }
        if at.count < wanted { enough = false } else { expected += at.prefix(wanted) }
      }
      XCTAssertEqual(held.places(of: asked), enough ? expected.sorted() : nil, "\(held) \(asked)")
    }
  }
}
