// Mistake: the comparison never answers .orderedSame, so an album does not tie with
// itself and swapping two albums gives the same answer.
// Lesson: an order is a strict weak ordering, or the sort has no one right answer
// (chapter 9, the strategy; OrderLawTests).
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
