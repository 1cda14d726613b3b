import Command
import Foundation
import MVC
import Strategy
import XCTest

/// Albums that put an order to the test: a title in two cases, numbers in titles,
/// years that are not four digits or not numbers, one artist in several years, and
/// an album twice.
let awkwardAlbums: [Album] = [
  album("best of bowie", by: "David Bowie", in: "1992"),
  album("Nothing Like The Sun", by: "Sting", in: "1999"),
  album("album 10", by: "ABBA", in: "1976"),
  album("Best of Bowie", by: "david bowie", in: "1992"),
  album("album 9", by: "ABBA", in: "1975"),
  album("Undated", by: "Sting", in: "unknown"),
  album("Ancient", by: "Anon", in: "999"),
  album("Staring at the Sun", by: "U2", in: "2000"),
  album("album 9", by: "ABBA", in: "1975"),
  album("Also undated", by: "U2", in: ""),
]

func album(_ title: String, by artist: String, in year: String) -> Album {
  Album(title: title, artist: artist, genre: "Pop", coverUrl: "", year: year)
}

/// Every order the screen offers is a strict weak ordering, so sorting by it has one
/// right answer; and the arrangement is stable and shows every album exactly once.
final class OrderLawTests: XCTestCase {
  func testEveryOrderAnswersTheSameForAnAlbumAndItself() {
    for order in AlbumOrders.all {
      for album in awkwardAlbums {
        XCTAssertEqual(order.compare(album, album), .orderedSame, "\(order.name): \(album.title)")
      }
    }
  }

  func testEveryOrderGivesTheOppositeAnswerWhenTheTwoAreSwapped() {
    for order in AlbumOrders.all {
      for first in awkwardAlbums {
        for second in awkwardAlbums {
          XCTAssertEqual(
            order.compare(first, second), flipped(order.compare(second, first)),
            "\(order.name): \(first.title) (\(first.year)) and \(second.title) (\(second.year))")
        }
      }
    }
  }

  func testEveryOrderIsTransitiveForBeforeAndForTies() {
    for order in AlbumOrders.all {
      for first in awkwardAlbums {
        for second in awkwardAlbums {
          for third in awkwardAlbums {
            let one = order.compare(first, second)
            let two = order.compare(second, third)
            guard one == two else { continue }
            XCTAssertEqual(
              order.compare(first, third), one,
              "\(order.name): \(first.title), \(second.title), \(third.title)")
          }
        }
      }
    }
  }

  func testEveryArrangementShowsEachAlbumOnce() {
    for order in AlbumOrders.all {
      let shown = AlbumArrangement(of: awkwardAlbums, in: order)
      XCTAssertEqual(shown.libraryIndices.sorted(), Array(awkwardAlbums.indices), order.name)
      XCTAssertEqual(shown.albums, shown.libraryIndices.map { awkwardAlbums[$0] }, order.name)
    }
  }

  func testEveryArrangementIsInItsOrderWithTiesInLibraryOrder() {
    for order in AlbumOrders.all {
      let shown = AlbumArrangement(of: awkwardAlbums, in: order)
      for (earlier, later) in zip(shown.libraryIndices, shown.libraryIndices.dropFirst()) {
        switch order.compare(awkwardAlbums[earlier], awkwardAlbums[later]) {
        case .orderedAscending: break
        case .orderedSame:
          XCTAssertLessThan(earlier, later, "\(order.name): a tie out of library order")
        case .orderedDescending:
          XCTFail("\(order.name): album \(earlier) shown before album \(later)")
        }
      }
    }
  }

  func testTheIdsAreDistinctWordsAndTheNamesDistinct() {
    let ids = AlbumOrders.all.map(\.id)
    XCTAssertEqual(Set(ids).count, ids.count, "\(ids): the saved choice would be ambiguous")
    XCTAssertEqual(Set(AlbumOrders.all.map(\.name)).count, ids.count)
    for id in ids {
      XCTAssertFalse(id.isEmpty)
      XCTAssertNil(id.rangeOfCharacter(from: .whitespacesAndNewlines), "\(id) is saved as a line")
    }
  }

  private func flipped(_ result: ComparisonResult) -> ComparisonResult {
    ComparisonResult(rawValue: -result.rawValue) ?? result
  }
}
