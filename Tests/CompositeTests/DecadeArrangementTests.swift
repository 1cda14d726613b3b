import MVC
import WorkbookTestSupport
import XCTest

@testable import Composite

/// The workbook's arrangement of any albums: a shelf per decade in order, undated ones
/// last; in a decade, a shelf per year that holds more than one album, in year order,
/// then the albums alone in their year, in year order; every album exactly once.
final class DecadeArrangementTests: XCTestCase {
  func testAnyAlbumsAreArrangedByDecadeThenYearEachOnce() {
    assertForAll(Generators.albums(count: 0...14)) { fields in
      let albums = fields.map {
        Album(title: $0.title, artist: $0.artist, genre: $0.genre, coverUrl: "", year: $0.year)
      }
      let library = Shelf.arrangedByDecade(albums)
      XCTAssertEqual(
        library.albums.map(\.title).sorted(), albums.map(\.title).sorted(), "each album once")
      let decades = Set(albums.compactMap { Int($0.year).map { $0 / 10 * 10 } }).sorted()
      let undated = albums.contains { Int($0.year) == nil }
      XCTAssertEqual(
        library.items.map(\.title), decades.map { "\($0)s" } + (undated ? ["Undated"] : []),
        "\(fields)")
      for (decade, shelf) in zip(decades, library.items) {
        let inDecade = albums.filter { Int($0.year).map { $0 / 10 * 10 } == decade }
        let years = Dictionary(grouping: inDecade, by: \.year)
        let shared = years.keys.filter { years[$0]!.count > 1 }.sorted()
        let single = years.keys.filter { years[$0]!.count == 1 }.sorted()
        XCTAssertEqual(shelf.items.map(\.title), shared + single.map { years[$0]![0].title })
        for (year, item) in zip(shared, shelf.items) {
          XCTAssertTrue(item is Shelf, "\(year) is a shelf")
          XCTAssertEqual(item.albums.count, years[year]!.count)
        }
      }
    }
  }
}
