// Mistake: the decade is looked for in the year's text, `year:197`, which also
// finds "11970", "197" and "1970s" and misses nothing it should.
// Lesson: a year is a number: compare numbers, as the grammar's `year>=` does.
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
  return FieldContains(.year, String(first / 10))
}
