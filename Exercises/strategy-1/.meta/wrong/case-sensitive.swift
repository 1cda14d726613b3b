// Wrong design: genres compared as raw text, so "folk" sorts after "Rock" and the two
// spellings of one genre are split apart; breaks the chapter's "an order compares as a
// reader would" (the by-title order ignores case the same way).
import Foundation
import MVC
import Strategy

struct GenreOrder: AlbumOrder {
  let id = "genre"
  let name = "by genre"

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let byGenre = first.genre.compare(second.genre)
    return byGenre == .orderedSame ? AlbumOrders.byTitle.compare(first, second) : byGenre
  }
}
