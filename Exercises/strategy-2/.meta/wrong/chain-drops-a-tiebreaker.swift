// Mistake: `then` on an order that is already combined swaps its tiebreaker for the new
// one, so by year, then by title, then by artist is by year, then by artist.
// Lesson: a combined order is an order like any other, and combines whole; it never
// asks what kind of order it was given (chapter 9, orders asking orders).
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
    return answer == .orderedSame ? tiebreaker.compare(first, second) : answer
  }
}

extension AlbumOrder {
  func then(_ tiebreaker: any AlbumOrder) -> ThenOrder {
    if let combined = self as? ThenOrder {
      return ThenOrder(primary: combined.primary, tiebreaker: tiebreaker)
    }
    return ThenOrder(primary: self, tiebreaker: tiebreaker)
  }
}
