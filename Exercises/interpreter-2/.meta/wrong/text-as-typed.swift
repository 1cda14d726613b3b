// Mistake: the search is a new type whose text is what was typed, "70s", which
// the parser reads as a word to look for, finding other albums.
// Lesson: an expression's text is a sentence of the grammar, or the search as understood
// cannot be read back.
import Interpreter
import MVC

// Exercise interpreter-2 · A decade
//
// Add a way to search for a decade to chapter 15's search, and decide how it is built.
// The task is in Chapters/15-Interpreter.md, section Exercises.

/// The search for the decade `text` names: `"70s"` and `"1970s"` are 1970 to 1979,
/// `"00s"`, `"10s"` and `"20s"` this century's; `nil` for any other text. Its
/// `queryText` is written in the chapter's grammar.
func decade(_ text: String) -> (any AlbumQuery)? {
  guard text.hasSuffix("s"), text.dropLast().allSatisfy(\.isASCII) else { return nil }
  let digits = text.dropLast()
  guard digits.allSatisfy(\.isNumber), digits.last == "0", let number = Int(digits) else {
    return nil
  }
  let first: Int
  switch digits.count {
  case 2: first = number < 30 ? 2000 + number : 1900 + number
  case 4: first = number
  default: return nil
  }
  // A tree of the chapter's own expressions: its text is theirs, already in the grammar,
  // and no new type has to learn to write itself.
  return DecadeSearch(first: first, typed: text)
}

struct DecadeSearch: AlbumQuery {
  let first: Int
  let typed: String

  func matches(_ album: Album) -> Bool {
    guard let year = Int(album.year) else { return false }
    return (first...(first + 9)).contains(year)
  }

  var queryText: String { typed }
}
