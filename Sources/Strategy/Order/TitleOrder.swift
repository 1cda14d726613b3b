import Foundation
import MVC

// snippet.byTitle
/// A to Z by title, as a person reads them: "album 9" before "album 10", "best of" beside
/// "Best of". The comparison names no locale, so it is the same on every machine.
private struct TitleOrder: AlbumOrder {
  let id = "title"
  let name = "by title"
  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    first.title.compare(second.title, options: [.caseInsensitive, .numeric])
  }
}

extension AlbumOrders {
  public static let byTitle: any AlbumOrder = TitleOrder()
}
// snippet.end
