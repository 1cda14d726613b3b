// Mistake: the text of two parts or more is a run, `-(a) -(b)`, but the expression says
// it holds together as one term: a `-` in front of it leaves out only the first part.
// Lesson: the grammar's precedence lives in the parser; a printed tree must say how
// tightly its text holds, so that its parent adds the parentheses it needs.
import Interpreter
import MVC

// Exercise interpreter-1 · None of these
//
// Write a nonterminal expression of chapter 15's search: a rule the grammar's types do
// not have yet. The task is in Chapters/15-Interpreter.md, section Exercises.

/// Finds an album when none of its parts finds it; with no parts, every album.
struct NoneOf: AlbumQuery {
  let parts: [any AlbumQuery]

  init(_ parts: [any AlbumQuery]) { self.parts = parts }

  func matches(_ album: Album) -> Bool {
    !parts.contains { $0.matches(album) }
  }

  /// The search written in the chapter's grammar: `QueryParser` reads it back as a
  /// search that finds the same albums.
  var queryText: String {
    // Each part left out on its own, in parentheses so that a part with spaces or a
    // `|` stays whole; none left out is the empty search, which finds every album.
    parts.map { "-(" + $0.queryText + ")" }.joined(separator: " ")
  }

  /// How tightly `queryText` holds together inside a longer search: `.single`,
  /// `.allOf` or `.alternatives`, as the text is written (see `QueryBinding`).
  var binding: QueryBinding {
    // Two parts or more are written side by side: a run, which a `-` in front would
    // otherwise split.
    .single
  }
}
