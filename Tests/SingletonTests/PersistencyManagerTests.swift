import MVC
import Singleton
import XCTest

final class PersistencyManagerTests: XCTestCase {
  private let extra = Album(
    title: "Blue", artist: "Joni Mitchell", genre: "Folk", coverUrl: "/blue.png", year: "1971")

  func testItStartsWithTheTutorialsFiveAlbumsInOrder() {
    let albums = PersistencyManager().albums
    XCTAssertEqual(
      albums.map(\.title),
      [
        "Best of Bowie", "It's My Life", "Nothing Like The Sun", "Staring at the Sun",
        "American Pie",
      ])
    XCTAssertEqual(albums.map(\.artist), ["David Bowie", "No Doubt", "Sting", "U2", "Madonna"])
    XCTAssertEqual(albums.map(\.year), ["1992", "2003", "1999", "2000", "2000"])
    XCTAssertTrue(albums.allSatisfy { $0.genre == "Pop" })
    XCTAssertTrue(albums.allSatisfy { $0.coverUrl.hasPrefix("/static/thumbs/album/album_") })
  }

  /// Not a singleton, and not a front for shared storage either: what one manager
  /// changes, another never sees.
  func testTwoManagersShareNoAlbums() throws {
    let first = PersistencyManager()
    let second = PersistencyManager()
    try first.delete(at: 0)
    try second.add(extra, at: 0)
    XCTAssertEqual(first.albums.map(\.title).first, "It's My Life")
    XCTAssertEqual(first.albums.count, 4)
    XCTAssertEqual(second.albums.map(\.title).first, "Blue")
    XCTAssertEqual(second.albums.count, 6)
  }

  func testAddInsertsWithinTheListAndAppendsPastIt() throws {
    for (index, expected) in [(0, 0), (2, 2), (5, 5), (6, 5), (1_000, 5)] {
      let manager = PersistencyManager()
      try manager.add(extra, at: index)
      XCTAssertEqual(manager.albums.count, 6)
      XCTAssertEqual(manager.albums.firstIndex(of: extra), expected, "add at \(index)")
    }
  }

  func testAddToAnEmptyList() throws {
    let manager = PersistencyManager(albums: [])
    try manager.add(extra, at: 3)
    XCTAssertEqual(manager.albums, [extra])
    try manager.add(extra, at: 0)
    XCTAssertEqual(manager.albums.count, 2)
  }

  func testANegativeIndexIsAnErrorNotACrash() {
    let manager = PersistencyManager()
    XCTAssertThrowsError(try manager.add(extra, at: -1)) { error in
      XCTAssertEqual(error as? PersistencyError, .indexOutOfRange(index: -1, count: 5))
    }
    XCTAssertThrowsError(try manager.delete(at: -1))
    XCTAssertEqual(manager.albums.count, 5, "a refused change changes nothing")
  }

  func testDeleteRemovesThatAlbumAndRefusesIndicesOutOfRange() throws {
    let manager = PersistencyManager()
    XCTAssertEqual(try manager.delete(at: 4).title, "American Pie")
    XCTAssertEqual(try manager.delete(at: 0).title, "Best of Bowie")
    XCTAssertThrowsError(try manager.delete(at: 3)) { error in
      XCTAssertEqual(
        "\(error)", "no album at index 3: the library has albums 0 to 2")
    }
    XCTAssertEqual(manager.albums.map(\.artist), ["No Doubt", "Sting", "U2"])
  }

  func testDeletingFromAnEmptyListIsAnError() {
    let manager = PersistencyManager(albums: [])
    XCTAssertThrowsError(try manager.delete(at: 0)) { error in
      XCTAssertEqual("\(error)", "no album at index 0: the library is empty")
    }
  }
}
