// Mistake: "one line" is read as "one short line": a line longer than forty characters is
// cut and ends in an ellipsis, which none of the tutorial's albums needs.
// Lesson: the added behaviour keeps its promise for every album, a long title or artist
// too; fitting the line to a screen is the screen's business (chapter 4, the extension).
import MVC

extension Album {
  /// The album as one line: its title, a spaced em dash, its artist, and its year in
  /// brackets, such as `Best of Bowie — David Bowie (1992)`. An album with no year
  /// has no brackets: `Best of Bowie — David Bowie`.
  func oneLine() -> String {
    let line = "\(title) — \(artist)"
    let full = year.isEmpty ? line : "\(line) (\(year))"
    return full.count <= 40 ? full : full.prefix(39) + "…"
  }
}
