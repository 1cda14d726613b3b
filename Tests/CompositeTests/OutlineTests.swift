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
}

/// The outline asks every item the same questions, and keeps what is open by the titles
/// on the way to it.
final class OutlineTests: XCTestCase {
  func testAKindOfItemTheOutlineHasNeverHeardOfIsListedLikeAnyOther() {
    let live = LiveRecording(
      title: "Live", discs: [album(1, genre: "Rock"), album(2, genre: "Jazz")])
    let root = Shelf("Library", [Shelf("Concerts", [live, album(3)])])
    let rows = Outline().rows(of: root)
    XCTAssertEqual(rows.map(\.item.title), ["Concerts", "Live", "Album 1", "Album 2", "Album 3"])
    XCTAssertEqual(rows.map(\.depth), [0, 1, 2, 2, 1])
    XCTAssertEqual(rows.map(\.isOpen), [true, true, nil, nil, nil])
    XCTAssertEqual(OutlineTable.summary(of: rows[0].item), "3 albums · Jazz, Pop, Rock")
    XCTAssertEqual(OutlineTable.summary(of: rows[1].item), "2 albums · Jazz, Rock")
  }

  func testAClosedItemHidesWhatItHoldsAndStaysClosedWhenItemsBeforeItGo() {
    var root = Shelf.arrangedByDecade(makeLibrary().albums)
    var outline = Outline()
    let twoThousand = outline.rows(of: root)[4]
    XCTAssertEqual(twoThousand.item.title, "2000")
    outline.toggle(twoThousand, in: root)
    XCTAssertEqual(
      outline.rows(of: root).map(\.item.title),
      ["1990s", "Best of Bowie", "Nothing Like The Sun", "2000s", "2000", "It's My Life"])
    XCTAssertEqual(outline.rows(of: root)[4].isOpen, false)
    _ = root.remove(at: [0])
    XCTAssertEqual(outline.rows(of: root).map(\.item.title), ["2000s", "2000", "It's My Life"])
    outline.toggle(outline.rows(of: root)[1], in: root)
    XCTAssertEqual(outline.rows(of: root).count, 5, "open again")
  }
}
