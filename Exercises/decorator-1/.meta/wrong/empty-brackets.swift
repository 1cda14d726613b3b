// Mistake: the year is always put in brackets, so an album with no year reads
// `Best of Bowie — David Bowie ()`.
// Lesson: the added behaviour is the type's own, for every value of it, the edge ones
// too (chapter 4, the extension).
import MVC

extension Album {
  /// The album as one line: its title, a spaced em dash, its artist, and its year in
  /// brackets, such as `Best of Bowie — David Bowie (1992)`. An album with no year
  /// has no brackets: `Best of Bowie — David Bowie`.
  func oneLine() -> String {
    "\(title) — \(artist) (\(year))"
  }
}
