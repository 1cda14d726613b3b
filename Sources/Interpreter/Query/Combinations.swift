import MVC

// snippet.combinations
/// Searches side by side, `bowie year>1975`: an album is found when every one finds it.
/// A nonterminal expression: it interprets its parts and combines their answers. With
/// no parts it finds every album (the empty search).
public struct AllOf: AlbumQuery {
  public let parts: [any AlbumQuery]

  public init(_ parts: [any AlbumQuery]) { self.parts = parts }

  public func matches(_ album: Album) -> Bool { parts.allSatisfy { $0.matches(album) } }

  public var queryText: String {
    parts.map { $0.queryText(bindingAtLeast: .single) }.joined(separator: " ")
  }
  public var binding: QueryBinding { .allOf }
}

/// Alternatives, `bowie | queen`: an album is found when any one finds it.
public struct AnyOf: AlbumQuery {
  public let choices: [any AlbumQuery]

  public init(_ choices: [any AlbumQuery]) { self.choices = choices }

  public func matches(_ album: Album) -> Bool { choices.contains { $0.matches(album) } }

  public var queryText: String {
    choices.map { $0.queryText(bindingAtLeast: .allOf) }.joined(separator: " | ")
  }
  public var binding: QueryBinding { .alternatives }
}

/// `-live`: an album is found when the search after the `-` does not find it.
public struct Not: AlbumQuery {
  public let excluded: any AlbumQuery

  public init(_ excluded: any AlbumQuery) { self.excluded = excluded }

  public func matches(_ album: Album) -> Bool { !excluded.matches(album) }

  public var queryText: String { "-" + excluded.queryText(bindingAtLeast: .single) }
}
// snippet.end
