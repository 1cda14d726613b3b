// Wrong design: the counts are copied by title, so two albums called "Greatest Hits"
// share one count; breaks the chapter's "an album is a value, all of it": the library
// tells albums apart by every field (Album is Hashable), not by a title.
import Foundation
import MVC
import Strategy

struct MostViewedOrder: AlbumOrder {
  let id = "most-viewed"
  let name = "most viewed"
  private let counts: [String: Int]

  init(counts: ViewCounts) {
    self.counts = Dictionary(counts.counts.map { ($0.key.title, $0.value) }, uniquingKeysWith: +)
  }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let (one, other) = (counts[first.title] ?? 0, counts[second.title] ?? 0)
    return one > other ? .orderedAscending : one < other ? .orderedDescending : .orderedSame
  }
}
