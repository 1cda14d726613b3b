// Mistake: the extension is written ".tsv", with its dot, so no file is ever read by
// this format.
// Lesson: `fileExtension` is the name's extension without the dot, as "csv" is.
import Foundation
import MVC
import TemplateMethod

// Exercise templatemethod-1 · A tab-separated format
//
// Add a format to chapter 17's import: a subclass of `AlbumImporter` that fills in the
// steps a format fills in, and leaves the algorithm to the template method. The task
// is in Chapters/17-TemplateMethod.md, section Exercises.

/// Albums from tab-separated values, in files named `*.tsv`: a header line naming the
/// columns `title`, `artist`, `genre`, `year` and `cover`, a tab between each two (in
/// any case, blanks around a name allowed), then an album a line, its five fields in
/// that order, split at every tab. A field never holds a tab, so nothing is quoted.
final class TSVImporter: AlbumImporter {
  /// The header's column names, in the order the fields come.
  static let columns = ["title", "artist", "genre", "year", "cover"]

  override var formatName: String {
    "TSV"
  }

  override var fileExtension: String {
    ".tsv"
  }

  /// Step 2: the records, the header checked and left out.
  override func records(in text: String) throws(ImportError) -> [ImportRecord] {
    // The template's own cut: every line that is not blank, numbered as the file has it.
    var records = try super.records(in: text)
    guard let header = records.first else { return [] }
    let names = Self.fields(of: header).map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard names == Self.columns else {
      throw ImportError(
        line: header.line,
        problem: "the first line must name the columns, a tab between each two: "
          + Self.columns.joined(separator: ", "))
    }
    records.removeFirst()
    return records
  }

  /// Step 3: one line's five fields, as the file has them.
  override func album(from record: ImportRecord) throws(ImportError) -> Album {
    let fields = Self.fields(of: record)
    guard fields.count == Self.columns.count else {
      throw ImportError(
        line: record.line,
        problem: "\(Self.columns.count) fields expected, a tab between each two; "
          + "\(fields.count) found")
    }
    return Album(
      title: fields[0], artist: fields[1], genre: fields[2], coverUrl: fields[4],
      year: fields[3])
  }

  /// The fields of a record: its text split at every tab, empty fields kept.
  static func fields(of record: ImportRecord) -> [String] {
    record.text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
  }
}
