import Foundation
import MVC
import Strategy

// Exercise strategy-2 · Orders that combine
//
// "By year, then by title" should not need a type of its own: write one order that
// asks another where the first ties, so any two orders combine. The task is in
// Chapters/09-Strategy.md, section Exercises.

/// An order that asks `primary`, and `tiebreaker` only where `primary` ties.
struct ThenOrder: AlbumOrder {
  let primary: any AlbumOrder
  let tiebreaker: any AlbumOrder

  var id: String { primary.id }  // TODO: an id of its own, for the state folder
  var name: String { primary.name + ", then " + tiebreaker.name }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    // TODO: where the primary order ties, let the tiebreaker decide.
    primary.compare(first, second)
  }
}

extension AlbumOrder {
  /// This order, with `tiebreaker` deciding where it ties: `byYear.then(byTitle)`.
  func then(_ tiebreaker: any AlbumOrder) -> ThenOrder {
    ThenOrder(primary: self, tiebreaker: tiebreaker)
  }
}
