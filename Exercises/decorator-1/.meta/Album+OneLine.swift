import MVC

// Exercise decorator-1 · An album in one line
//
// A playlist screen wants each album as one line of text. Album lives in the MVC
// module and stays exactly as it is: decorate it from here. The task is in
// Chapters/04-Decorator.md, section Exercises.

extension Album {
  /// The album as one line: its title, a spaced em dash, its artist, and its year in
  /// brackets, such as `Best of Bowie — David Bowie (1992)`. An album with no year
  /// has no brackets: `Best of Bowie — David Bowie`.
  func oneLine() -> String {
    // solution.begin
    let line = "\(title) — \(artist)"
    return year.isEmpty ? line : "\(line) (\(year))"
    // solution.starter
    //>     // TODO: build the line from the album's title, artist and year.
    //>     ""
    // solution.end
  }
}
