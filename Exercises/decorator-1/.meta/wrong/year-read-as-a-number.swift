// Mistake: the year is taken for a number, so an album whose year is not one ("19xx", a
// year the shop wrote by hand) loses its brackets as if it had none.
// Lesson: the decorator shows the album's own values, as they are, for every album; only
// an album with no year goes without brackets (chapter 4, the extension).
import MVC

extension Album {
  /// The album as one line: its title, a spaced em dash, its artist, and its year in
  /// brackets, such as `Best of Bowie — David Bowie (1992)`. An album with no year
  /// has no brackets: `Best of Bowie — David Bowie`.
  func oneLine() -> String {
    let line = "\(title) — \(artist)"
    guard let year = Int(year) else { return line }
    return "\(line) (\(year))"
  }
}
