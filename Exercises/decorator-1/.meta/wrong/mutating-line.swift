// Mistake: `mutating func oneLine()`, as if the extension had to change the album to
// describe it, so a `let` album cannot be asked for its line.
// Lesson: an extension adds behaviour without touching the type or its values: reading
// the album is all it needs (chapter 4, the extension).
import MVC

extension Album {
  /// The album as one line: its title, a spaced em dash, its artist, and its year in
  /// brackets, such as `Best of Bowie — David Bowie (1992)`. An album with no year
  /// has no brackets: `Best of Bowie — David Bowie`.
  mutating func oneLine() -> String {
    let line = "\(title) — \(artist)"
    return year.isEmpty ? line : "\(line) (\(year))"
  }
}
