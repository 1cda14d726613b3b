import Foundation
import MVC

// snippet.byYear
/// Oldest first. A year is text in the library ("1992"), so it is read as a number:
/// "999" comes before "1992", which comparing the text would not do. An album whose
/// year is not a number comes after every dated one.
private struct YearOrder: AlbumOrder {
  let id = "year"
  let name = "by year"
  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    switch (Int(first.year), Int(second.year)) {
    case (let first?, let second?):
      first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    case (.some, nil): .orderedAscending
    case (nil, .some): .orderedDescending
    case (nil, nil): .orderedSame
    }
  }
}

extension AlbumOrders {
  public static let byYear: any AlbumOrder = YearOrder()
}
// snippet.end
