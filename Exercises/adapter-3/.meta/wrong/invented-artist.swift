// Mistake: a record with no artists becomes an album by "Unknown Artist", so the
// library lists an artist the shop never named.
// Lesson: an adapter translates and reports what it cannot translate; it never invents
// a value (chapter 5, an adapter translates).
import MVC

/// Holds a `StoreExportRecord` and hands out the `Album` it stands for.
struct StoreExportAdapter {
  let record: StoreExportRecord

  /// The record as an album. Artists are joined with " & "; the year must have four
  /// digits; a missing cover is an empty address. Nothing else is ever made up.
  func album() throws(StoreExportError) -> Album {
    let title = try required(record.title, "title")
    let artists = record.artists.map(trimmed).filter { !$0.isEmpty }
    let artist = artists.isEmpty ? "Unknown Artist" : artists.joined(separator: " & ")
    let genre = try required(record.genre, "genre")
    guard let year = record.year else { throw .missing("year") }
    guard (1000...9999).contains(year) else { throw .invalid("year") }
    return Album(
      title: title, artist: artist, genre: genre,
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
