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
    try checkIsReadableExport(path)
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: (error as NSError).localizedDescription)
    }
    return try albums(fromJSON: data)
  }

  /// The largest export read, in bytes: far more than any album list needs.
  public static let maximumFileSize = 10_000_000

  /// Refuses, before reading a byte, what is not a plain file of a sensible size: a
  /// missing file, a folder, a device such as `/dev/zero` that would never end. A
  /// symbolic link is judged by the file it leads to.
  private static func checkIsReadableExport(_ path: String) throws(CatalogueError) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: target),
      attributes[.type] as? FileAttributeType != .typeSymbolicLink
    else {
      throw .unreadableFile(path: path, reason: "there is no such file")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw .unreadableFile(path: path, reason: "it is not a plain file")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumFileSize else {
      throw .unreadableFile(
        path: path, reason: "it has \(size) bytes, more than \(maximumFileSize)")
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
