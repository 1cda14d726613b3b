// Mistake: a decade of its own type, rightly written as two comparisons, but saying it
// holds together as one term: inside `-…` its `-` leaves out only the first comparison.
// Lesson: a text of several parts is a run; `binding` must say so, so that a longer
// search puts it in parentheses.
import Interpreter
import MVC

func decade(_ text: String) -> (any AlbumQuery)? {
  let digits = text.dropLast()
  guard text.last == "s", [2, 4].contains(digits.count), digits.last == "0",
    digits.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(digits)
  else { return nil }
  let first = digits.count == 4 ? number : number < 30 ? 2000 + number : 1900 + number
  return Decade(first: first)
}

/// A terminal of its own, writing itself in the grammar.
struct Decade: AlbumQuery {
  let first: Int
  func matches(_ album: Album) -> Bool {
    guard let year = Int(album.year) else { return false }
    return year >= first && year <= first + 9
  }
  var queryText: String { "year>=\(first) year<=\(first + 9)" }
}
