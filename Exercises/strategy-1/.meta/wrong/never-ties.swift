// Wrong design: the comparison never answers .orderedSame, so an album does not tie
// with itself and swapping two answers the same; breaks the chapter's "an order is a
// strict weak ordering" (What the tests prove, OrderLawTests).
import Foundation
import MVC
import Strategy

struct GenreOrder: AlbumOrder {
  let id = "genre"
  let name = "by genre"

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let key = { (album: Album) in album.genre.lowercased() + "\u{0}" + album.title.lowercased() }
    return key(first) <= key(second) ? .orderedAscending : .orderedDescending
  }
}
