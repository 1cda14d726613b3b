import AppSupport
import CommandLineDeclaration
import Foundation
import MVC
import TerminalKit

/// Reads a catalogue export (a JSON list of `CatalogueRecord`s) and adapts every
/// record to an `Album`.
public enum Catalogue {
  /// The `--catalogue` flag of `chapter-adapter`.
  public static let option = Flag(
    "--catalogue", valueName: "FILE",
    help: "Add the albums of this catalogue export (a JSON list of records).")

  /// The albums of the catalogue file at `path`, in the file's order.
  ///
  /// - Throws: `CatalogueError` for a file that cannot be read, is not a list of
  ///   records, or holds a record that cannot become an album; nothing is half-read.
  public static func albums(contentsOf path: String) throws(CatalogueError) -> [Album] {
    let data: Data
    do throws(SafeFileRefusal) {
      data = try SafeFile.read(path, atMost: maximumFileSize, followingLinks: true)
    } catch {
      throw .unreadableFile(path: path, reason: reason(error))
    }
    return try albums(fromJSON: data)
  }

  /// The largest export read, in bytes: far more than any album list needs.
  public static let maximumFileSize = 10_000_000

  /// Why a file was not read, in the catalogue's words. What is not a plain file of a
  /// sensible size is refused before a byte is read: `/dev/zero` would never end. A
  /// symbolic link is judged by the file it leads to.
  private static func reason(_ refusal: SafeFileRefusal) -> String {
    switch refusal {
    case .missing: "there is no such file"
    case .notRegular: "it is not a plain file"
    case .tooLarge(let size): "it has \(size) bytes, more than \(maximumFileSize)"
    case .unreadable(let reason): reason
    }
  }

  // snippet.decode
  /// The albums of a catalogue export held in `data`.
  public static func albums(fromJSON data: Data) throws(CatalogueError) -> [Album] {
    let records: [CatalogueRecord]
    do {
      records = try JSONDecoder().decode([CatalogueRecord].self, from: data)
    } catch let error as DecodingError {
      throw catalogueError(for: error)
    } catch {
      throw .notAList(reason: "\(error)")
    }
    var albums: [Album] = []
    for (index, record) in records.enumerated() {
      do {
        albums.append(try CatalogueAlbumAdapter(record).album())
      } catch {
        throw error.inRecord(index)
      }
    }
    return albums
  }
  // snippet.end

  /// What went wrong in decoding, said in the catalogue's terms: which record, which
  /// field.
  private static func catalogueError(for error: DecodingError) -> CatalogueError {
    func record(_ path: [any CodingKey]) -> Int? { path.first?.intValue }
    func field(_ path: [any CodingKey]) -> String? {
      path.dropFirst().first?.stringValue
    }
    switch error {
    case .keyNotFound(let key, let context) where record(context.codingPath) != nil:
      return .missingField(key.stringValue, record: record(context.codingPath))
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      guard let field = field(context.codingPath) else {
        return .notAList(
          reason: record(context.codingPath).map { "the record at index \($0) is not an object" }
            ?? "expected a list")
      }
      return .wrongType(field: field, record: record(context.codingPath))
    case .dataCorrupted(let context):
      return .notAList(reason: context.underlyingError.map { "\($0)" } ?? context.debugDescription)
    default:
      return .notAList(reason: "\(error)")
    }
  }
}
