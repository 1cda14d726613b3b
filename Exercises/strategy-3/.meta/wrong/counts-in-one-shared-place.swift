// Mistake: the order copies the counts, but into one place all orders share (silenced
// with nonisolated(unsafe)), so making a second order changes the first one's answers.
// Lesson: a strategy is a value that carries its own data; two orders made from two
// sets of counts answer each from its own (chapter 9, watch out for a strategy with a
// mutable past).
import Foundation
import MVC
import Strategy

/// The counts of the order made last.
nonisolated(unsafe) private var sharedCounts: [Album: Int] = [:]

struct MostViewedOrder: AlbumOrder {
  let id = "most-viewed"
  let name = "most viewed"

  init(counts: ViewCounts) {
    sharedCounts = counts.counts
  }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let (one, other) = (sharedCounts[first] ?? 0, sharedCounts[second] ?? 0)
    return one > other ? .orderedAscending : one < other ? .orderedDescending : .orderedSame
  }
}
