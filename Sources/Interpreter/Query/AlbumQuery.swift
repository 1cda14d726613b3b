import MVC

// snippet.expression
/// A search, parsed: the pattern's abstract expression. Each rule of the search grammar
/// (see `QueryParser`) is one type conforming to this protocol, and a parsed search is
/// a tree of them. Asking the tree about an album interprets the search, with the album
/// as the context every expression reads.
public protocol AlbumQuery: Sendable {
  /// Whether this search finds `album`.
  func matches(_ album: Album) -> Bool
  /// The search as it was understood, written in the grammar again: for a tree the
  /// parser made, parsing it gives this same tree back.
  var queryText: String { get }
  /// How tightly `queryText` holds together inside a longer search.
  var binding: QueryBinding { get }
}
// snippet.end

/// How tightly a search's text holds together, loosest first: alternatives
/// (`a | b`), then a run of searches all of which must hold (`a b`), then one term
/// or a `-` in front of one.
public enum QueryBinding: Int, Comparable, Sendable {
  case alternatives, allOf, single

  public static func < (lhs: QueryBinding, rhs: QueryBinding) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension AlbumQuery {
  public var binding: QueryBinding { .single }

  /// `queryText`, in parentheses when it binds looser than the place it stands needs:
  /// `a | b` inside `-(a | b)`.
  public func queryText(bindingAtLeast needed: QueryBinding) -> String {
    binding >= needed ? queryText : "(" + queryText + ")"
  }
}
