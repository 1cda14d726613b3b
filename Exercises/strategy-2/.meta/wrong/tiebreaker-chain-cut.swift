// Mistake: `then` given a combined order as the tiebreaker keeps only its first part,
// so by year, then (by title, then by artist) never asks by artist.
// Lesson: a combined order is an order like any other, on either side of `then`; it
// is asked, never taken apart (chapter 9, orders asking orders).
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
    if let combined = tiebreaker as? ThenOrder {
      return ThenOrder(primary: self, tiebreaker: combined.primary)
    }
    return ThenOrder(primary: self, tiebreaker: tiebreaker)
  }
}
