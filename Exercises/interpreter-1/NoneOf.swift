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
    // TODO: ask the parts
    false
  }

  /// The search written in the chapter's grammar: `QueryParser` reads it back as a
  /// search that finds the same albums.
  var queryText: String {
    // TODO: write it with the grammar's `-`, `|` and parentheses
    ""
  }

  /// How tightly `queryText` holds together inside a longer search: `.single`,
  /// `.allOf` or `.alternatives`, as the text is written (see `QueryBinding`).
  var binding: QueryBinding {
    // TODO: say how the text you write holds together
    .single
  }
}
