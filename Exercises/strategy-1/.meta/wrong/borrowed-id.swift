// Mistake: the order borrows by title's id, through AlbumOrders.byTitle, so a saved
// "title" brings back either order.
// Lesson: the id is what the state folder keeps, one per order (chapter 9, the
// choices and the cycle).
import Foundation
import MVC
import Strategy

struct GenreOrder: AlbumOrder {
  var id: String { AlbumOrders.byTitle.id }
  let name = "by genre"

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let byGenre = first.genre.compare(second.genre, options: .caseInsensitive)
    return byGenre == .orderedSame ? AlbumOrders.byTitle.compare(first, second) : byGenre
  }
}
