import Composite
import MVC

// snippet.yearSpan
/// The earliest and the latest year of the albums it visits, at any depth, and how many
/// have a year that is not a number (chapter 10's "Undated" albums).
public struct YearSpan: LibraryVisitor {
  public private(set) var earliest: Int?
  public private(set) var latest: Int?
  public private(set) var undated = 0

  public init() {}

  public mutating func visit(_ album: Album) {
    guard let year = Int(album.year) else {
      undated += 1
      return
    }
    earliest = min(earliest ?? year, year)
    latest = max(latest ?? year, year)
  }

  public mutating func visit(_ shelf: Shelf) {
    visitItems(of: shelf)
  }
}
// snippet.end

extension YearSpan {
  /// "1992–2000", "1992" when the two are one, then " · 2 undated" when some are;
  /// "no year" when no album has one and none is undated.
  public var summary: String {
    let dated: String? =
      switch (earliest, latest) {
      case (let first?, let last?): first == last ? "\(first)" : "\(first)–\(last)"
      default: nil
      }
    let undatedText = undated == 0 ? nil : "\(undated) undated"
    let parts = [dated, undatedText].compactMap { $0 }
    return parts.isEmpty ? "no year" : parts.joined(separator: " · ")
  }
}
