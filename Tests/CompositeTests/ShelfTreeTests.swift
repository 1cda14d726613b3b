import Command
import Facade
import Foundation
import MVC
import Memento
import Observer
import TerminalKit
import WorkbookTestSupport
import XCTest

@testable import Composite

/// The tree itself: a shelf answers by asking what it holds, at any depth, and can
/// never hold itself.
final class ShelfTreeTests: XCTestCase {
  func testAShelfPutOnItselfHoldsACopyOfWhatItWasSoTheTreeStaysFinite() {
    var box = Shelf("Box set", [album(1), album(2)])
    box.append(box)
    box.append(box)
    XCTAssertEqual(box.albumCount, 8, "2 albums, a copy holding 2, a copy holding 4")
    XCTAssertEqual(outlineText(box).count, 2 + 3 + 6, outlineText(box).joined(separator: "\n"))
    let inner = box.item(at: [3]) as? Shelf
    XCTAssertEqual(inner?.albumCount, 4, "the second copy is the shelf as it was then")
    var original = Shelf("Bowie", [album(3)])
    let outer = Shelf("Shelves", [original])
    original.append(album(4))
    XCTAssertEqual(
      outer.albumCount, 1, "changing a shelf after putting it on another changes only it")
  }

  func testCountsAndGenresOverAnyDepthAreThoseOfTheAlbumsBelow() {
    for seed in 1...200 {
      var random = SeededRandom(seed: UInt64(seed))
      let tree = randomShelf(depth: 0, using: &random)
      let albums = leafAlbums(tree)
      XCTAssertEqual(tree.albumCount, albums.count, "seed \(seed)")
      XCTAssertEqual(tree.genres, Set(albums.map(\.genre)), "seed \(seed)")
      XCTAssertEqual(tree.albums, albums, "seed \(seed): depth first, in shelf order")
    }
  }

  func testRemovingAndInsertingAtAPathPutsAnItemBackWhereItWas() {
    var library = Shelf.arrangedByDecade(Self.tutorialAlbums)
    let before = outlineText(library)
    let removed = library.remove(at: [1, 0])
    XCTAssertEqual(removed?.title, "2000")
    XCTAssertEqual(outlineText(library).count, before.count - 3)
    XCTAssertTrue(library.insert(removed!, at: [1, 0]))
    XCTAssertEqual(outlineText(library), before)
    XCTAssertNil(library.remove(at: [0, 0, 0]), "an album holds nothing to remove")
    XCTAssertFalse(library.insert(album(9), at: [7, 0]), "no shelf at 7")
    XCTAssertFalse(library.insert(album(9), at: [9]), "no place 9 on the outermost shelf")
    XCTAssertFalse(library.insert(album(9), at: [1, 5]), "no place 5 on the shelf at 1")
    XCTAssertFalse(library.insert(album(9), at: []), "the empty path names no place")
    XCTAssertNil(library.remove(at: []), "nor anything to remove")
    XCTAssertEqual(outlineText(library), before, "a path that leads nowhere changes nothing")
  }

  func testTheWorkbooksArrangementOfTheTutorialsAlbums() {
    XCTAssertEqual(
      outlineText(Shelf.arrangedByDecade(Self.tutorialAlbums)),
      [
        "1990s", ".Best of Bowie", ".Nothing Like The Sun", "2000s", ".2000",
        "..Staring at the Sun", "..American Pie", ".It's My Life",
      ])
    let undated = Shelf.arrangedByDecade([album(1, year: "soon"), album(2, year: "1971")])
    XCTAssertEqual(outlineText(undated), ["1970s", ".Album 2", "Undated", ".Album 1"])
  }

  /// Any albums, years of any length and years that are no number among them: each
  /// album once, on its decade's shelf, the decades in order and the undated last.
  func testTheArrangementOfAnyAlbumsPutsEachOnItsDecadesShelf() {
    let libraries = Generators.albums().map { fields in
      fields.enumerated().map { offset, field in
        Album(
          title: field.title, artist: field.artist, genre: field.genre, coverUrl: "/\(offset)",
          year: field.year)
      }
    }
    assertForAll(libraries) { albums in
      let shelves = Shelf.arrangedByDecade(albums).items
      try expectEqual(
        shelves.flatMap(\.albums).map(\.coverUrl).sorted(), albums.map(\.coverUrl).sorted(),
        "every album once")
      for shelf in shelves {
        for album in shelf.albums {
          let decade = Int(album.year).map { "\($0 / 10 * 10)s" } ?? "Undated"
          try expectEqual(shelf.title, decade, "the shelf of “\(album.title)” (\(album.year))")
        }
      }
      let titles = shelves.map(\.title)
      let decades = titles.compactMap { Int($0.dropLast()) }
      try expectEqual(decades, decades.sorted(), "the decades in order")
      try expect(!titles.dropLast().contains("Undated"), "the undated last: \(titles)")
    }
  }

  static let tutorialAlbums = makeLibrary().albums

  /// The albums found by walking the tree with casts, independently of the tree's own
  /// answers.
  private func leafAlbums(_ item: any LibraryItem) -> [Album] {
    if let album = item as? Album { return [album] }
    return (item as? Shelf)?.items.flatMap(leafAlbums) ?? []
  }

  private func randomShelf(depth: Int, using random: inout SeededRandom) -> Shelf {
    var shelf = Shelf("Shelf \(depth)")
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      if depth < 6, Bool.random(using: &random) {
        shelf.append(randomShelf(depth: depth + 1, using: &random))
      } else {
        let genre = ["Pop", "Rock", "Jazz", "Folk"].randomElement(using: &random)!
        shelf.append(album(Int.random(in: 1...50, using: &random), genre: genre))
      }
    }
    return shelf
  }

  /// An item says whether it is one album: an album yes, a shelf and any kind that does
  /// not say so no. The shelves file asks, so a kind written later that is an album is
  /// kept as one.
  func testAnItemSaysWhetherItIsAnAlbumAndTheShelvesFileAsks() {
    let bowie = Self.tutorialAlbums[0]
    XCTAssertEqual(bowie.asAlbum, bowie)
    XCTAssertNil(Shelf("1990s", [bowie]).asAlbum)
    XCTAssertNil(LiveRecording(title: "Live", discs: [bowie]).asAlbum, "no say, no album")
    let single = SingleRecord(record: bowie)
    XCTAssertEqual(
      ShelvesFile.StoredItem(Shelf("Singles", [single])),
      .shelf(title: "Singles", items: [ShelvesFile.StoredItem(bowie)]))
  }
}

/// A leaf of a kind chapter 10 never wrote, which is one album and says so.
private struct SingleRecord: LibraryItem {
  let record: Album
  var title: String { record.title }
  var albumCount: Int { 1 }
  var genres: Set<String> { [record.genre] }
  var albums: [Album] { [record] }
  var items: [any LibraryItem] { [] }
  var asAlbum: Album? { record }
  func accept<V: LibraryVisitor>(_ visitor: inout V) { visitor.visit(record) }
}
