// Mistake: the counts are copied by title, so two albums called "Greatest Hits"
// share one count.
// Lesson: an album is the whole value (Album is Hashable by every field), not its
// title (chapter 1's model, used by chapter 9's orders).
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
