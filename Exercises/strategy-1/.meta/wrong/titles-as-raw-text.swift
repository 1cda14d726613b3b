// Mistake: within a genre the titles are compared as raw text, so "hunky dory" comes
// after "Wall" and "Album 10" before "Album 2", unlike by title.
// Lesson: "by title within a genre" is by title's own comparison; ask that order
// rather than writing a second, different one (chapter 9, orders asking orders).
import Foundation
import MVC
import Strategy

struct GenreOrder: AlbumOrder {
  let id = "genre"
  let name = "by genre"

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let byGenre = first.genre.compare(second.genre, options: .caseInsensitive)
    guard byGenre == .orderedSame else { return byGenre }
    return first.title < second.title
      ? .orderedAscending : first.title > second.title ? .orderedDescending : .orderedSame
  }
}
