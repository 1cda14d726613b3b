// Mistake: the combined order keeps its primary order's id, so the state folder
// cannot tell "by year, then by title" from "by year".
// Lesson: the id is what is saved, one per order (chapter 9, the choice beside the
// state).
import Foundation
import MVC
import Strategy

struct ThenOrder: AlbumOrder {
  let primary: any AlbumOrder
  let tiebreaker: any AlbumOrder

  var id: String { primary.id }
  var name: String { primary.name + ", then " + tiebreaker.name }

  func compare(_ first: Album, _ second: Album) -> ComparisonResult {
    let answer = primary.compare(first, second)
    return answer == .orderedSame ? tiebreaker.compare(first, second) : answer
  }
}

extension AlbumOrder {
  func then(_ tiebreaker: any AlbumOrder) -> ThenOrder {
    ThenOrder(primary: self, tiebreaker: tiebreaker)
  }
}
