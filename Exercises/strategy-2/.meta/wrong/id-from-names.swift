// Mistake: the combined order's id is its name, so it changes whenever a part is renamed.
// Lesson: the id is what the state folder keeps and must never change; the name is for
// the screen and may. Build an id from ids (chapter 9, watch out for: renaming an id).
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

  var id: String { name }
  var name: String { primary.name + ", then " + tiebreaker.name }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let answer = primary.compare(first, second)
    return answer == .orderedSame ? tiebreaker.compare(first, second) : answer
  }
}

extension AlbumOrder {
  /// This order, with `tiebreaker` deciding where it ties: `byYear.then(byTitle)`.
  func then(_ tiebreaker: any AlbumOrder) -> ThenOrder {
    ThenOrder(primary: self, tiebreaker: tiebreaker)
  }
}
