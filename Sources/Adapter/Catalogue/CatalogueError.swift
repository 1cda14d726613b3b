/// Why a catalogue, or one record of it, could not become albums. Each says where and
/// what, so the person who made the file can mend it.
public enum CatalogueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read at all.
  case unreadableFile(path: String, reason: String)
  /// The file is not JSON, or not a list of records.
  case notAList(reason: String)
  /// A record lacks a field the album needs.
  case missingField(String, record: Int?)
  /// A field holds the wrong kind of value, such as a number for a name.
  case wrongType(field: String, record: Int?)
  /// A field the album needs is empty.
  case emptyField(String, record: Int?)
  /// `released` is not a real `YYYY-MM-DD` date.
  case malformedReleaseDate(String, record: Int?)

  /// The same error, saying which record (by its index in the list) it is about.
  func inRecord(_ index: Int) -> CatalogueError {
    switch self {
    case .missingField(let field, _): .missingField(field, record: index)
    case .wrongType(let field, _): .wrongType(field: field, record: index)
    case .emptyField(let field, _): .emptyField(field, record: index)
    case .malformedReleaseDate(let date, _): .malformedReleaseDate(date, record: index)
    case .unreadableFile, .notAList: self
    }
  }

  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      "cannot read the catalogue \(path): \(reason)"
    case .notAList(let reason):
      "the catalogue is not a JSON list of records: \(reason)"
    case .missingField(let field, let record):
      "\(Self.place(record))has no '\(field)'"
    case .wrongType(let field, let record):
      "\(Self.place(record))has the wrong kind of value for '\(field)'"
    case .emptyField(let field, let record):
      "\(Self.place(record))has an empty '\(field)'"
    case .malformedReleaseDate(let date, let record):
      "\(Self.place(record))has 'released' \"\(date)\", not a date such as \"1992-06-01\""
    }
  }

  private static func place(_ record: Int?) -> String {
    record.map { "the catalogue's record at index \($0) " } ?? "the catalogue record "
  }
}
