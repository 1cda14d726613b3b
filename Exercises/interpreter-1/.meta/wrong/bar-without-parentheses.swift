// Mistake: the text is one `-` before the parts joined by `|`, which the
// parser reads as (-a) | b: the `-` binds tighter than `|`.
// Lesson: a printed tree must carry its grouping in the grammar: parentheses where precedence
// would regroup it.
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
    parts.isEmpty ? "" : "-" + parts.map(\.queryText).joined(separator: " | ")
  }

  /// How tightly `queryText` holds together inside a longer search: `.single`,
  /// `.allOf` or `.alternatives`, as the text is written (see `QueryBinding`).
  var binding: QueryBinding {
    // Two parts or more are written side by side: a run, which a `-` in front would
    // otherwise split.
    parts.count > 1 ? .allOf : .single
  }
}
