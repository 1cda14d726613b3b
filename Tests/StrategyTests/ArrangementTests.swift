import Command
import Strategy
import XCTest

/// Positions on screen and indices in the library, translated both ways.
final class ArrangementTests: XCTestCase {
  func testPositionsAndLibraryIndicesAreEachOthersInverse() {
    for order in AlbumOrders.all {
      let shown = AlbumArrangement(of: awkwardAlbums, in: order)
      for position in awkwardAlbums.indices {
        let index = shown.libraryIndex(atPosition: position)
        XCTAssertEqual(shown.position(ofLibraryIndex: index), position, order.name)
        XCTAssertEqual(index.map { awkwardAlbums[$0] }, shown.albums[position], order.name)
      }
    }
  }

  func testNoPositionAndNoIndexOutsideTheLibrary() {
    let shown = AlbumArrangement(of: awkwardAlbums, in: AlbumOrders.byTitle)
    for outside in [nil, -1, awkwardAlbums.count] {
      XCTAssertNil(shown.libraryIndex(atPosition: outside))
      XCTAssertNil(shown.position(ofLibraryIndex: outside))
    }
    XCTAssertEqual(AlbumArrangement(of: [], in: AlbumOrders.byYear).albums, [])
  }
}

/// The `o` key's cycle: every order in turn, round again, and a saved one found by id.
final class OrderCycleTests: XCTestCase {
  func testAdvanceGoesThroughEveryOrderAndRoundAgain() {
    var cycle = OrderCycle()
    var seen: [String] = []
    for _ in 0...AlbumOrders.all.count {
      seen.append(cycle.current.id)
      cycle.advance()
    }
    XCTAssertEqual(seen, AlbumOrders.all.map(\.id) + [AlbumOrders.all[0].id])
  }

  func testChoosingByIdFindsTheOrderAndAnUnknownIdChangesNothing() {
    var cycle = OrderCycle()
    XCTAssertTrue(cycle.choose(id: AlbumOrders.byYear.id))
    XCTAssertEqual(cycle.current.name, "by year")
    XCTAssertFalse(cycle.choose(id: "by-mood"))
    XCTAssertEqual(cycle.current.name, "by year")
    cycle.advance()
    XCTAssertEqual(cycle.current.id, AlbumOrders.all[0].id, "after the last, the first")
  }
}
