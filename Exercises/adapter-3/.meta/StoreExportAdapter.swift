import MVC

// Exercise adapter-3 · A second shop's export
//
// A second shop exports records in a shape of its own, and any field may be missing.
// Write the object adapter that turns one into an Album, or says exactly what is
// wrong. The task is in Chapters/05-Adapter.md, section Exercises.

/// Holds a `StoreExportRecord` and hands out the `Album` it stands for.
struct StoreExportAdapter {
  let record: StoreExportRecord

  // solution.begin
  /// The record as an album. Artists are joined with " & "; the year must have four
  /// digits; a missing cover is an empty address. Nothing else is ever made up.
  func album() throws(StoreExportError) -> Album {
    let title = try required(record.title, "title")
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
  // solution.starter
  //>   /// TODO: the record as an album, or the first thing wrong with it. Your design.
  //>   func album() throws(StoreExportError) -> Album {
  //>     throw .missing("everything")
  //>   }
  // solution.end
}
