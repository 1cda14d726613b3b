import Command
import Facade
import Foundation
import MVC
import Memento
import Observer
import TerminalKit
import XCTest

@testable import Composite

/// A kind of item nobody wrote the outline or the screen for: a live recording, one
/// item holding its discs as albums, and no `Shelf`.
struct LiveRecording: LibraryItem {
  let title: String
  let discs: [Album]
  var albumCount: Int { discs.count }
  var genres: Set<String> { Set(discs.map(\.genre)) }
  var albums: [Album] { discs }
  var items: [any LibraryItem] { discs }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(Shelf(title, discs)) }
}

/// The outline of the shelves walks the tree through the questions every item answers,
/// so it lists and sums a kind of item nobody wrote it for as it does a shelf.
@MainActor
final class OutlineTests: XCTestCase {
  func testAKindOfItemTheOutlineHasNeverHeardOfIsListedLikeAnyOther() async {
    let live = LiveRecording(
      title: "Live", discs: [album(1, genre: "Rock"), album(2, genre: "Jazz")])
    let root = Shelf("Library", [Shelf("Concerts", [live, album(3)])])
    let outline = OutlineTable(bookcase: Bookcase(library: makeLibrary(), shelves: root))
    outline.reload(highlighting: 0)
    let rows = outline.rows
    XCTAssertEqual(rows.map(\.item.title), ["Concerts", "Live", "Album 1", "Album 2", "Album 3"])
    XCTAssertEqual(rows.map(\.depth), [0, 1, 2, 2, 1])
    XCTAssertEqual(rows.map(\.isOpen), [true, true, nil, nil, nil])
    XCTAssertEqual(OutlineTable.summary(of: rows[0].item), "3 albums · Jazz, Pop, Rock")
    XCTAssertEqual(OutlineTable.summary(of: rows[1].item), "2 albums · Jazz, Rock")
  }
}
