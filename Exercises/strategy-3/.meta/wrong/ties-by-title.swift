// Mistake: albums viewed equally often are put in title order, so the library's own
// order, which the arrangement keeps for ties, is overruled.
// Lesson: an order answers only what it is for and leaves ties as ties; the
// arrangement's stable sort keeps library order (chapter 9, positions on screen).
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
    if one != other { return one > other ? .orderedAscending : .orderedDescending }
    return AlbumOrders.byTitle.compare(first, second)
  }
}
