// Mistake: genres compared as raw text, so "folk" sorts after "Rock" and the two
// spellings of one genre are split apart.
// Lesson: an order compares as a reader would, as by title ignores case (chapter 9,
// four orders).
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
