import Foundation
import MVC

// snippet.terms
/// A word or a quoted phrase on its own, `bowie` or `"hunky dory"`: found in any of
/// the title, the artist, the genre and the year. A terminal expression.
public struct Words: AlbumQuery, Equatable {
  public let text: String

  public init(_ text: String) { self.text = text }

  public func matches(_ album: Album) -> Bool {
    AlbumField.allCases.contains { $0.value(of: album).holds(text) }
  }

  public var queryText: String { QueryText.quotedIfNeeded(text) }
}

/// `artist:bowie`, `title:"hunky dory"`: found in that one field.
public struct FieldContains: AlbumQuery, Equatable {
  public let field: AlbumField
  public let text: String

  public init(_ field: AlbumField, _ text: String) {
    self.field = field
    self.text = text
  }

  public func matches(_ album: Album) -> Bool { field.value(of: album).holds(text) }

  public var queryText: String { field.rawValue + ":" + QueryText.quotedIfNeeded(text) }
}

/// `year>1975`, `year<=1999`, `year=1971`: the album's year, read as a whole number,
/// compared; an album whose year is not one is never found by a comparison.
public struct YearComparison: AlbumQuery, Equatable {
  public let comparison: Comparison
  public let year: Int

  public init(_ comparison: Comparison, _ year: Int) {
    self.comparison = comparison
    self.year = year
  }

  public func matches(_ album: Album) -> Bool {
    guard let albumYear = Int(album.year) else { return false }
    return comparison.holds(albumYear, year)
  }

  public var queryText: String { "year" + comparison.rawValue + String(year) }
}
// snippet.end

/// The fields a search can name before a `:`.
public enum AlbumField: String, CaseIterable, Sendable {
  case artist, title, genre, year

  func value(of album: Album) -> String {
    switch self {
    case .artist: album.artist
    case .title: album.title
    case .genre: album.genre
    case .year: album.year
    }
  }
}

/// The comparisons `year` takes, longest spelling first, the order the parser tries.
public enum Comparison: String, CaseIterable, Sendable {
  case atMost = "<=", atLeast = ">=", before = "<", after = ">", equal = "="

  func holds(_ left: Int, _ right: Int) -> Bool {
    switch self {
    case .atMost: left <= right
    case .atLeast: left >= right
    case .before: left < right
    case .after: left > right
    case .equal: left == right
    }
  }
}

extension String {
  /// Whether `text` is in this string, ignoring case and accents: `bowie` finds
  /// "David Bowie", `beyonce` finds "Beyoncé".
  func holds(_ text: String) -> Bool {
    range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
