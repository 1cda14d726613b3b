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
    "albums"  // TODO: the format's name
  }

  override var fileExtension: String {
    ""  // TODO: the files this format reads
  }

  /// Step 2: the records, the header checked and left out.
  override func records(in text: String) throws(ImportError) -> [ImportRecord] {
    // TODO: check the header, and leave it out
    try super.records(in: text)
  }

  /// Step 3: one line's five fields, as the file has them.
  override func album(from record: ImportRecord) throws(ImportError) -> Album {
    // TODO: read the line's fields
    try super.album(from: record)
  }
}
