import ExerciseSupport
import WorkbookTestSupport
import XCTest

/// The seeded generators and `forAll`: the same seed makes the same inputs, a failure
/// is shrunk to the smallest input that still fails and names its seed, and the
/// generators reach the corners their promises speak of.
final class GeneratedInputsTests: XCTestCase {
  func testTheSameSeedMakesTheSameInputs() {
    let albums = Generators.albums(count: 0...12)
    XCTAssertEqual(albums.example(seed: 7), albums.example(seed: 7))
    XCTAssertNotEqual(albums.example(seed: 7), albums.example(seed: 8))
  }

  func testAFailureIsShrunkToTheSmallestInputAndNamesItsSeed() throws {
    let lists = Generators.array(of: Generators.int(in: 0...1000), length: 0...30)
    do {
      try forAll(lists, seed: 11) { numbers in
        try expect(numbers.allSatisfy { $0 < 500 }, "a number of 500 or more")
      }
      XCTFail("some list holds a number of 500 or more")
    } catch {
      XCTAssertEqual(error.input, "[500]", "one element, the smallest that fails")
      XCTAssertTrue(error.description.contains("WORKBOOK_SEED=\(error.seed)"), error.description)
      XCTAssertTrue(error.reason.contains("a number of 500 or more"), error.reason)
      var draws = 0
      try? forAll(lists, runs: error.run + 1, seed: 11) { _ in draws += 1 }
      XCTAssertEqual(draws, error.run + 1, "the failing run is the one named")
    }
  }

  func testAShrunkTreeKeepsWhatMakesItFail() {
    let trees = Generators.tree(of: Generators.int(in: 0...9), depth: 6, width: 4)
    do {
      try forAll(trees, seed: 3) { tree in
        try expect(tree.depth < 3, "a tree three deep")
      }
      XCTFail("some tree is three deep")
    } catch {
      XCTAssertEqual(
        error.input.filter { $0 == "[" }.count, 3, "three nodes, one in another: \(error.input)")
    }
  }

  func testTheGeneratorsReachTheCornersTheirPromisesSpeakOf() {
    var random = SeededRandom(seed: 1)
    let albums = (0..<200).flatMap { _ in
      Generators.albums(count: 2...12).example(seed: random.next())
    }
    XCTAssertTrue(Set(albums.map(\.title)).count < albums.count / 4, "titles are shared")
    XCTAssertTrue(albums.contains { $0.year.isEmpty }, "an album with no year")
    XCTAssertTrue(albums.contains { !$0.title.allSatisfy(\.isASCII) }, "a title beyond ASCII")
    XCTAssertTrue(albums.contains { $0.title == "Album 10" }, "digits that sort as text")
    let trees = (0..<200).map { Generators.tree(of: Generators.bool).example(seed: UInt64($0)) }
    XCTAssertEqual(trees.map(\.depth).max(), 5, "as deep as asked")
    let seconds = (0..<100).map { Generators.seconds().example(seed: UInt64($0)) }
    XCTAssertTrue(seconds.contains { $0 != $0.rounded() }, "fractions of a second")
  }
}
