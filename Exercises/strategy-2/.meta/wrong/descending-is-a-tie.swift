// Mistake: only "before" is taken from the primary order; "after" is handed to the
// tiebreaker as if it were a tie.
// Lesson: an order, combined or not, is a strict weak ordering: swapping two albums
// swaps the answer (chapter 9, OrderLawTests).
import Foundation
import MVC
import Strategy

struct ThenOrder: AlbumOrder {
  let primary: any AlbumOrder
  let tiebreaker: any AlbumOrder

  var id: String { primary.id + "+" + tiebreaker.id }
  var name: String { primary.name + ", then " + tiebreaker.name }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let answer = primary.compare(first, second)
    return answer == .orderedAscending ? answer : tiebreaker.compare(first, second)
  }
}

extension AlbumOrder {
  func then(_ tiebreaker: any AlbumOrder) -> ThenOrder {
    ThenOrder(primary: self, tiebreaker: tiebreaker)
  }
}
