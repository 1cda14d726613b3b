// Mistake: any number is taken as a year, so a record with year 19 becomes an album
// from the year "19".
// Lesson: an adapter checks what it translates into the target's rules (a year has four
// digits) and reports what does not fit (chapter 5, an adapter translates).
import MVC

/// Holds a `StoreExportRecord` and hands out the `Album` it stands for.
struct StoreExportAdapter {
  let record: StoreExportRecord

  /// The record as an album. Artists are joined with " & "; the year must have four
  /// digits; a missing cover is an empty address. Nothing else is ever made up.
  func album() throws(StoreExportError) -> Album {
    let title = try required(record.title, "title")
    let artists = record.artists.map(trimmed).filter { !$0.isEmpty }
    guard !artists.isEmpty else { throw .missing("artists") }
    let genre = try required(record.genre, "genre")
    guard let year = record.year else { throw .missing("year") }
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
