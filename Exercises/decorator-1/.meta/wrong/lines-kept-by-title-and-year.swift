// Mistake: the lines are kept in a cache, by title and year, so that a playlist asking
// again gets them at once; two albums of one title and year by different artists then
// read alike, and so does an album whose artist was corrected.
// Lesson: an extension adds behaviour, not state: it stores nothing, and each line is
// made from the album it is asked of (chapter 4, what an extension cannot do).
import MVC
import Synchronization

/// The lines made so far, by title and year.
private let madeLines = Mutex<[String: String]>([:])

extension Album {
  /// The album as one line: its title, a spaced em dash, its artist, and its year in
  /// brackets, such as `Best of Bowie — David Bowie (1992)`. An album with no year
  /// has no brackets: `Best of Bowie — David Bowie`.
  func oneLine() -> String {
    let key = "\(title)|\(year)"
    if let line = madeLines.withLock({ $0[key] }) { return line }
    let line = "\(title) — \(artist)"
    let made = year.isEmpty ? line : "\(line) (\(year))"
    madeLines.withLock { $0[key] = made }
    return made
  }
}
