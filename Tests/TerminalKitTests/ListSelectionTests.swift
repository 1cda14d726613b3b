import TerminalKit
import XCTest

final class ListSelectionTests: XCTestCase {
  func testMovingStopsAtBothEnds() {
    var selection = ListSelection(count: 3)
    XCTAssertEqual(selection.index, 0)
    XCTAssertFalse(selection.move(by: -1), "no wrapping past the first item")
    XCTAssertTrue(selection.move(by: 1))
    XCTAssertTrue(selection.move(by: 1))
    XCTAssertEqual(selection.index, 2)
    XCTAssertFalse(selection.move(by: 1), "no wrapping past the last item")
    XCTAssertFalse(selection.move(by: .max), "an overflowing step is refused, not a trap")
    XCTAssertEqual(selection.index, 2)
  }

  func testShrinkingTheListPullsTheIndexBackAndEmptyMeansNil() {
    var selection = ListSelection(count: 5, index: 4)
    selection.updateCount(4)
    XCTAssertEqual(selection.index, 3, "the last item was deleted: its neighbour before it")
    selection.updateCount(4)
    XCTAssertEqual(selection.index, 3, "a middle item deleted: the index stays")
    selection.updateCount(0)
    XCTAssertNil(selection.index)
    XCTAssertFalse(selection.move(by: 1))
    XCTAssertFalse(selection.select(0))
    selection.updateCount(2)
    XCTAssertEqual(selection.index, 0, "an item added to an empty list becomes current")
  }

  func testSelectingAcceptsOnlyIndicesInTheList() {
    var selection = ListSelection(count: 3, index: 9)
    XCTAssertEqual(selection.index, 2, "an initial index past the end is clamped")
    XCTAssertFalse(selection.select(-1))
    XCTAssertFalse(selection.select(3))
    XCTAssertFalse(selection.select(2), "already current: no change")
    XCTAssertTrue(selection.select(1))
    XCTAssertEqual(selection.index, 1)
    XCTAssertNil(ListSelection(count: -4).index)
  }

}
