// Mistake: the counts are kept by title and artist, so an album and its reissue (one
// title, one artist, another year) share one count.
// Lesson: an album is the whole value, every field of it (Album is Hashable by all of
// them); a key made of some fields merges albums that differ in the rest (chapter 9,
// the strategy's data).
import Foundation
import MVC
import Strategy

struct MostViewedOrder: AlbumOrder {
  let id = "most-viewed"
  let name = "most viewed"
  private let counts: [String: Int]

  init(counts: ViewCounts) {
    self.counts = Dictionary(
      counts.counts.map { ("\($0.key.title) by \($0.key.artist)", $0.value) },
      uniquingKeysWith: +)
  }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let key = { (album: Album) in "\(album.title) by \(album.artist)" }
    let (one, other) = (counts[key(first)] ?? 0, counts[key(second)] ?? 0)
    return one > other ? .orderedAscending : one < other ? .orderedDescending : .orderedSame
  }
}
