import AppSupport
import Foundation
import MVC

// snippet.adapter
/// An adapter in the shape of the Gang of Four's object adapter: it holds a foreign
/// `CatalogueRecord` (the adaptee) and hands the library the `Album` it understands.
/// The target is a struct, which nothing can conform to, so the adapter makes one on
/// request instead of being one. Neither side changes: the record keeps its names and
/// types, `Album` gains nothing, and all the translating lives here.
public struct CatalogueAlbumAdapter: Sendable {
  public let record: CatalogueRecord

  public init(_ record: CatalogueRecord) {
    self.record = record
  }

  /// The record as an album: `name` → title, `band` → artist, the first tag → genre,
  /// the year of `released` → year, `artwork` → cover (none: an empty address).
  ///
  /// - Throws: `CatalogueError` for a blank name or band, no tag that says something,
  ///   or a release date that is not a real `YYYY-MM-DD` day.
  public func album() throws(CatalogueError) -> Album {
    let title = try nonEmpty(record.name, field: "name")
    let artist = try nonEmpty(record.band, field: "band")
    guard let genre = record.tags.lazy.map(\.trimmed).first(where: { !$0.isEmpty }) else {
      throw .emptyField("tags", record: nil)
    }
    return Album(
      title: title, artist: artist, genre: genre, coverUrl: record.artwork ?? "",
      year: try releaseYear())
  }
  // snippet.end

  private func nonEmpty(_ text: String, field: String) throws(CatalogueError) -> String {
    let trimmed = text.trimmed
    guard !trimmed.isEmpty else { throw .emptyField(field, record: nil) }
    return trimmed
  }

  /// `"1992-06-01"` → `"1992"`, after checking that the month and day exist.
  private func releaseYear() throws(CatalogueError) -> String {
    let parts = record.released.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
    else { throw .malformedReleaseDate(record.released, record: nil) }
    return String(parts[0])
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
