import Adapter
import AppSupport
import Foundation
import MVC

// snippet.catalogue
/// Albums from a catalogue export, chapter 5's JSON list of `CatalogueRecord`s, each
/// record adapted by chapter 5's `CatalogueAlbumAdapter`.
public final class CatalogueImporter: AlbumImporter {
  public override var formatName: String { "catalogue JSON" }
  public override var fileExtension: String { "json" }

  /// Step 2: the list's elements, each with the line it starts on, so that a record
  /// that cannot be read is named by its line, as a CSV line is.
  public override func records(in text: String) throws(ImportError) -> [ImportRecord] {
    do {
      return try JSONListElements.of(text).map { ImportRecord(line: $0.line, text: $0.text) }
    } catch {
      throw ImportError(line: error.line, problem: error.problem)
    }
  }

  /// Step 3: the element decoded as a `CatalogueRecord`, then adapted.
  public override func album(from record: ImportRecord) throws(ImportError) -> Album {
    let decoded: CatalogueRecord
    do {
      decoded = try JSONDecoder().decode(CatalogueRecord.self, from: Data(record.text.utf8))
    } catch {
      throw ImportError(line: record.line, problem: Self.problem(decoding: error))
    }
    do {
      return try CatalogueAlbumAdapter(decoded).album()
    } catch {
      throw ImportError(line: record.line, problem: "\(error)")
    }
  }
  // snippet.end

  /// A decoding error in the catalogue's terms: which field, and what is wrong with it.
  static func problem(decoding error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _)?:
      "the record has no '\(key.stringValue)'"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      context.codingPath.first.map {
        "the record has the wrong kind of value for '\($0.stringValue)'"
      }
        ?? "the record is not a JSON object"
    default:
      "the record is not JSON"
    }
  }
}
