// Mistake: the order holds the ViewCounts object and reads it on every answer,
// silenced with @unchecked Sendable, so it changes under whoever holds it.
// Lesson: a strategy is a value, given what it needs when it is made; that is why
// AlbumOrder is Sendable (chapter 9, watch out for a strategy with a mutable past).
import Foundation
import MVC
import Strategy

struct MostViewedOrder: AlbumOrder, @unchecked Sendable {
  let id = "most-viewed"
  let name = "most viewed"
  let counts: ViewCounts

  init(counts: ViewCounts) {
    self.counts = counts
  }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let (one, other) = (counts.counts[first] ?? 0, counts.counts[second] ?? 0)
    return one > other ? .orderedAscending : one < other ? .orderedDescending : .orderedSame
  }
}
