import AppSupport
import MVC

// snippet.csv
/// Albums from comma-separated values, a record a line under a header that names the
/// columns: `title,artist,genre,year,cover`. A field holding a comma or a quote is
/// quoted, its quotes doubled: `"Hunky Dory, remastered"`, `"The ""Blue"" Album"`.
public final class CSVImporter: AlbumImporter {
  /// The header's column names, in the order the fields come.
  public static let columns = ["title", "artist", "genre", "year", "cover"]

  public override var formatName: String { "CSV" }
  public override var fileExtension: String { "csv" }

  /// Step 2: every line that is not blank, as the importer cuts them, less the header,
  /// which must name the columns.
  public override func records(in text: String) throws(ImportError) -> [ImportRecord] {
    var records = try super.records(in: text)
    guard let header = records.first else { return [] }
    let names = try Self.fields(of: header).map { $0.trimmed.lowercased() }
    guard names == Self.columns else {
      throw ImportError(
        line: header.line,
        problem: "the first line must name the columns: \(Self.columns.joined(separator: ","))")
    }
    records.removeFirst()
    return records
  }

  /// Step 3: the five fields of a line, in the header's order.
  public override func album(from record: ImportRecord) throws(ImportError) -> Album {
    let fields = try Self.fields(of: record)
    guard fields.count == Self.columns.count else {
      throw ImportError(
        line: record.line,
        problem: "\(Self.columns.count) fields expected (\(Self.columns.joined(separator: ","))), "
          + "\(fields.count) found")
    }
    return Album(
      title: fields[0], artist: fields[1], genre: fields[2], coverUrl: fields[4],
      year: fields[3])
  }
  // snippet.end

  /// The fields of one record, split as the platform's `CSVLine` splits a line.
  static func fields(of record: ImportRecord) throws(ImportError) -> [String] {
    do {
      return try CSVLine.fields(of: record.text)
    } catch {
      throw ImportError(line: record.line, problem: "\(error)")
    }
  }
}
