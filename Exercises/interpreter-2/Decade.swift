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
  // TODO: read the decade, then build its search
  nil
}
