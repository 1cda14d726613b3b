import Foundation
import MVC
import Strategy

// Exercise strategy-3 · Most viewed first
//
// An order that needs data: the albums shown most often come first. The counts live in
// a `ViewCounts` the screen keeps changing; an order is `Sendable` and must answer the
// same all through a sort. Decide what the order holds. The task is in
// Chapters/09-Strategy.md, section Exercises.

/// The albums viewed most often first; albums viewed equally often (never, too) tie.
struct MostViewedOrder: AlbumOrder {
  let id = "most-viewed"
  let name = "most viewed"
  init(counts: ViewCounts) {
    // TODO: what does the order need to keep from the counts?
  }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    .orderedSame  // TODO
  }
}
