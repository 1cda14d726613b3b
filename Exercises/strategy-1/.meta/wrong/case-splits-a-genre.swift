// Mistake: genres that differ only in case are kept apart, "Folk" before "folk", so the
// two spellings sit side by side but the titles never decide across them.
// Lesson: one genre is one group whatever the case, and inside it the titles alone
// decide (chapter 9, four orders).
import Foundation
import MVC
import Strategy

struct GenreOrder: AlbumOrder {
  let id = "genre"
  let name = "by genre"

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let byGenre = first.genre.compare(second.genre, options: .caseInsensitive)
    guard byGenre == .orderedSame else { return byGenre }
    let bySpelling = first.genre.compare(second.genre)
    return bySpelling == .orderedSame ? AlbumOrders.byTitle.compare(first, second) : bySpelling
  }
}
