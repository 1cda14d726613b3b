// Mistake: the tiebreaker is asked first and the primary order only where it ties,
// so "by year, then by title" is by title.
// Lesson: each strategy answers for itself, and the primary's answer stands wherever
// it has one (chapter 9, orders asking orders).
import Foundation
import MVC
import Strategy

struct ThenOrder: AlbumOrder {
  let primary: any AlbumOrder
  let tiebreaker: any AlbumOrder

  var id: String { primary.id + "+" + tiebreaker.id }
  var name: String { primary.name + ", then " + tiebreaker.name }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let answer = tiebreaker.compare(first, second)
    return answer == .orderedSame ? primary.compare(first, second) : answer
  }
}

extension AlbumOrder {
  func then(_ tiebreaker: any AlbumOrder) -> ThenOrder {
    ThenOrder(primary: self, tiebreaker: tiebreaker)
  }
}
