// Mistake: the title is required only to be present, so a title of blanks becomes an
// album whose title is "   ".
// Lesson: blank is missing: an adapter reports a field it cannot translate, rather than
// passing on an empty one (chapter 5, an adapter translates).
import MVC

/// Holds a `StoreExportRecord` and hands out the `Album` it stands for.
struct StoreExportAdapter {
  let record: StoreExportRecord

  /// The record as an album. Artists are joined with " & "; the year must have four
  /// digits; a missing cover is an empty address. Nothing else is ever made up.
  func album() throws(StoreExportError) -> Album {
    guard let title = record.title else { throw .missing("title") }
    let artists = record.artists.map(trimmed).filter { !$0.isEmpty }
    guard !artists.isEmpty else { throw .missing("artists") }
    let genre = try required(record.genre, "genre")
    guard let year = record.year else { throw .missing("year") }
    guard (1000...9999).contains(year) else { throw .invalid("year") }
    return Album(
      title: title, artist: artists.joined(separator: " & "), genre: genre,
      coverUrl: record.cover ?? "", year: String(year))
  }

  private func required(_ text: String?, _ field: String) throws(StoreExportError) -> String {
    let value = trimmed(text ?? "")
    guard !value.isEmpty else { throw .missing(field) }
    return value
  }

  private func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
  }
}
