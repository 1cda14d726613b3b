// Mistake: the comparison is written the way round of by year (smaller first), so the
// least viewed come first.
// Lesson: .orderedAscending means "comes first": decide which way round before
// writing the comparison (chapter 9, the strategy's contract).
import Foundation
import MVC
import Strategy

struct MostViewedOrder: AlbumOrder {
  let id = "most-viewed"
  let name = "most viewed"
  private let counts: [Album: Int]

  init(counts: ViewCounts) {
    self.counts = counts.counts
  }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let (one, other) = (counts[first] ?? 0, counts[second] ?? 0)
    return one < other ? .orderedAscending : one > other ? .orderedDescending : .orderedSame
  }
}
