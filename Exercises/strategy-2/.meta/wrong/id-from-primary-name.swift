// Mistake: the combined id takes the primary order's name and the tiebreaker's id, so
// renaming the primary order loses every saved choice that starts with it.
// Lesson: every part of a saved id is an id, never a name, whichever side the part is
// on (chapter 9, watch out for: renaming an id).
import Foundation
import MVC
import Strategy

struct ThenOrder: AlbumOrder {
  let primary: any AlbumOrder
  let tiebreaker: any AlbumOrder

  var id: String { primary.name + "+" + tiebreaker.id }
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
