// Given with exercise adapter-3. Read it; do not edit it: it is the other program's.

/// One album as a second shop's export gives it: several artists, the year as a
/// number, and any field may be missing.
struct StoreExportRecord: Equatable {
  var title: String?
  var artists: [String]
  var year: Int?
  var genre: String?
  var cover: String?
}

/// Why a record cannot become an album.
enum StoreExportError: Error, Equatable {
  /// The field is absent or empty.
  case missing(String)
  /// The field is there but cannot be right, such as a year of 12.
  case invalid(String)
}
