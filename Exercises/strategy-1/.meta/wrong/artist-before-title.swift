// Mistake: within a genre the albums go by artist, and only then by title, so two
// albums of one genre by different artists are never put in title order.
// Lesson: the task says which fields decide, and only those; an extra key hidden in the
// middle changes the order wherever it differs (chapter 9, four orders).
import Foundation
import MVC
import Strategy

struct GenreOrder: AlbumOrder {
  let id = "genre"
  let name = "by genre"

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let byGenre = first.genre.compare(second.genre, options: .caseInsensitive)
    guard byGenre == .orderedSame else { return byGenre }
    let byArtist = first.artist.compare(second.artist, options: .caseInsensitive)
    return byArtist == .orderedSame ? AlbumOrders.byTitle.compare(first, second) : byArtist
  }
}
