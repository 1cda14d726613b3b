import MVC
import Singleton
import WorkbookTestSupport
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

  /// Any list (generated: albums that share fields, the same album more than once, none
  /// at all) and any index from one below zero to two past the end: an add puts the
  /// album, new or one the list holds already, at the index, or at the end when the
  /// index is past it; a delete takes out the album at the index, that one only, and
  /// returns it; a refused change throws and changes nothing.
  func testAddAndDeleteAtAnyIndexOfAnyList() {
    let lists = Generators.albums().flatMap { fields in
      let albums = fields.enumerated().map { offset, field in
        Album(
          title: field.title, artist: field.artist, genre: field.genre,
          coverUrl: "/\(offset).png", year: field.year)
      }
      // A library may hold the same album twice: some of the first albums come again.
      return Generators.int(in: 0...albums.count).map { albums + albums.prefix($0) }
    }
    assertForAll(lists) { albums in
      for index in -1...(albums.count + 2) {
        for added in [extra] + albums.prefix(1) {
          let adding = PersistencyManager(albums: albums)
          if index < 0 {
            try expect((try? adding.add(added, at: index)) == nil, "add at \(index) is refused")
            try expectEqual(adding.albums, albums, "a refused add changes nothing")
          } else {
            try adding.add(added, at: index)
            var expected = albums
            expected.insert(added, at: min(index, albums.count))
            try expectEqual(adding.albums, expected, "add \(added.title) at \(index)")
          }
        }
        let deleting = PersistencyManager(albums: albums)
        if albums.indices.contains(index) {
          try expectEqual(try deleting.delete(at: index), albums[index], "delete at \(index)")
          var expected = albums
          expected.remove(at: index)
          try expectEqual(deleting.albums, expected, "delete at \(index)")
        } else {
          let refusal = Result { () throws(PersistencyError) in try deleting.delete(at: index) }
          try expectEqual(
            refusal.map(\.title), .failure(.indexOutOfRange(index: index, count: albums.count)),
            "delete at \(index) of \(albums.count)")
          try expectEqual(deleting.albums, albums, "a refused delete changes nothing")
        }
      }
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
