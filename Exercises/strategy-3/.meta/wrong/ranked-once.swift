// Mistake: the order keeps a ranking made once, the viewed albums sorted by count, and
// compares places in it; albums viewed equally often get different places, in whatever
// order the dictionary gave them.
// Lesson: keep what the answer depends on (the counts), not a result computed from it
// that adds a decision of its own (chapter 9, the strategy's contract).
import Foundation
import MVC
import Strategy

struct MostViewedOrder: AlbumOrder {
  let id = "most-viewed"
  let name = "most viewed"
  private let places: [Album: Int]

  init(counts: ViewCounts) {
    let ranked = counts.counts.sorted { $0.value > $1.value }.map(\.key)
    places = Dictionary(uniqueKeysWithValues: ranked.enumerated().map { ($1, $0) })
  }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let (one, other) = (places[first] ?? Int.max, places[second] ?? Int.max)
    return one < other ? .orderedAscending : one > other ? .orderedDescending : .orderedSame
  }
}
