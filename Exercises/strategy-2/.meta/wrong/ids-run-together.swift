// Mistake: the parts' ids are joined with nothing between them, so "year" then "title"
// and "yeart" then "itle" are saved as the same "yeartitle".
// Lesson: a saved id must name one order only; joined ids need a mark between them
// that no id holds (chapter 9, the choice beside the state).
import Foundation
import MVC
import Strategy

struct ThenOrder: AlbumOrder {
  let primary: any AlbumOrder
  let tiebreaker: any AlbumOrder

  var id: String { primary.id + tiebreaker.id }
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
