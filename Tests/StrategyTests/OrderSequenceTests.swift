import Command
import MVC
import Singleton
import Strategy
import WorkbookTestSupport
import XCTest

/// What each order shows, album by album: the sequences the chapter promises.
final class OrderSequenceTests: XCTestCase {
  private func titles(_ order: any AlbumOrder, _ albums: [Album] = awkwardAlbums) -> [String] {
    AlbumArrangement(of: albums, in: order).albums.map { "\($0.title) \($0.year)" }
  }

  func testAsAddedIsTheLibrarysOwnOrder() {
    XCTAssertEqual(
      AlbumArrangement(of: awkwardAlbums, in: AlbumOrders.asAdded).libraryIndices,
      Array(awkwardAlbums.indices))
  }

  func testByTitleIgnoresCaseAndReadsNumbersAsNumbers() {
    XCTAssertEqual(
      titles(AlbumOrders.byTitle),
      [
        "album 9 1975", "album 9 1975", "album 10 1976", "Also undated ", "Ancient 999",
        "best of bowie 1992", "Best of Bowie 1992", "Nothing Like The Sun 1999",
        "Staring at the Sun 2000", "Undated unknown",
      ])
  }

  func testByYearReadsYearsAsNumbersAndPutsTheUndatedLast() {
    XCTAssertEqual(
      titles(AlbumOrders.byYear),
      [
        "Ancient 999", "album 9 1975", "album 9 1975", "album 10 1976", "best of bowie 1992",
        "Best of Bowie 1992", "Nothing Like The Sun 1999", "Staring at the Sun 2000",
        "Undated unknown", "Also undated ",
      ])
  }

  /// Any library, years of any length and years that are no number among them: the
  /// dated albums come first, in the order of their years read as numbers.
  func testByYearReadsAnyYearAsANumberAndPutsTheUndatedLast() {
    let libraries = Generators.albums().map { fields in
      fields.map { album($0.title, by: $0.artist, in: $0.year) }
    }
    assertForAll(libraries) { albums in
      let years = AlbumArrangement(of: albums, in: AlbumOrders.byYear).albums.map(\.year)
      for (earlier, later) in zip(years, years.dropFirst()) {
        switch (Int(earlier), Int(later)) {
        case (let earlier?, let later?):
          try expect(earlier <= later, "\(earlier) before \(later), in \(years)")
        case (nil, .some):
          try expect(false, "undated “\(earlier)” before dated \(later), in \(years)")
        default: break
        }
      }
    }
  }

  func testByArtistGoesThroughEachArtistsAlbumsOldestFirst() {
    XCTAssertEqual(
      AlbumArrangement(of: awkwardAlbums, in: AlbumOrders.byArtist).albums.map {
        "\($0.artist): \($0.title)"
      },
      [
        "ABBA: album 9", "ABBA: album 9", "ABBA: album 10", "Anon: Ancient",
        "David Bowie: best of bowie", "david bowie: Best of Bowie", "Sting: Nothing Like The Sun",
        "Sting: Undated", "U2: Staring at the Sun", "U2: Also undated",
      ])
  }

  func testTheTutorialsTwoAlbumsOf2000StayInLibraryOrderByYear() {
    XCTAssertEqual(
      titles(AlbumOrders.byYear, PersistencyManager.tutorialAlbums),
      [
        "Best of Bowie 1992", "Nothing Like The Sun 1999", "Staring at the Sun 2000",
        "American Pie 2000", "It's My Life 2003",
      ])
  }
}
