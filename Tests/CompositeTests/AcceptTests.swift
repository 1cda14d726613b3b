import Composite
import MVC
import XCTest

/// Chapter 14's hook, kept by this chapter's items: each hands itself to the method for
/// its own kind, once, and a shelf leaves its items to whoever visits it.
final class AcceptTests: XCTestCase {
  private struct KindRecorder: LibraryVisitor {
    var seen: [String] = []
    mutating func visit(_ album: Album) { seen.append("album " + album.title) }
    mutating func visit(_ shelf: Shelf) { seen.append("shelf " + shelf.title) }
  }

  func testEachItemHandsItselfToTheMethodForItsOwnKindOnce() {
    var recorder = KindRecorder()
    Album.bestOfBowie.accept(&recorder)
    Shelf("Bowie", [Album.bestOfBowie, Shelf("Inner")]).accept(&recorder)
    let item: any LibraryItem = Shelf("Held as any item")
    item.accept(&recorder)
    XCTAssertEqual(
      recorder.seen, ["album Best of Bowie", "shelf Bowie", "shelf Held as any item"])
  }
}
