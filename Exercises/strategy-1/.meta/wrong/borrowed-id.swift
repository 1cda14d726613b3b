// Wrong design: the order borrows by title's id (written by copying TitleOrder), so the
// state folder's "title" would bring back either; breaks the chapter's "the id is what
// is saved, never shared" (the cycle finds a saved order by its id).
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
