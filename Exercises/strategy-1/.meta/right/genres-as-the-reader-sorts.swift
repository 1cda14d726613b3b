// Design: the genres compared as the reader's language sorts them, whatever the case, so
// "Électro" sits among the E's; within a genre, by title decides.
import Foundation
import MVC
import Strategy

/// The albums grouped by genre (A to Z, whatever the case), by title within a genre.
struct GenreOrder: AlbumOrder {
  let id = "genre"
  let name = "by genre"

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let byGenre = first.genre.localizedCaseInsensitiveCompare(second.genre)
    return byGenre == .orderedSame ? AlbumOrders.byTitle.compare(first, second) : byGenre
  }
}
