import Composite
import MVC

// snippet.sequence
/// A tree's albums as a sequence a `for` loop takes: each loop asks `makeIterator()`
/// for a walk of its own, so two loops over one sequence never share a place.
public struct DepthFirstAlbums: Sequence, Sendable {
  public let root: any LibraryItem
  public func makeIterator() -> DepthFirstWalk { DepthFirstWalk(over: root) }
}

/// The same albums, shallowest first.
public struct BreadthFirstAlbums: Sequence, Sendable {
  public let root: any LibraryItem
  public func makeIterator() -> BreadthFirstWalk { BreadthFirstWalk(over: root) }
}

extension LibraryItem {
  /// `for album in shelf.albumsDepthFirst { … }`: the outline's order.
  public var albumsDepthFirst: DepthFirstAlbums { DepthFirstAlbums(root: self) }
  /// `for album in shelf.albumsShallowestFirst { … }`: level by level.
  public var albumsShallowestFirst: BreadthFirstAlbums { BreadthFirstAlbums(root: self) }
}
// snippet.end

/// The two walks the screen offers, `b` switching between them.
public enum WalkOrder: CaseIterable, Sendable {
  case depthFirst, shallowestFirst

  /// "depth first": what the status line and the toolbar call it.
  public var name: String {
    switch self {
    case .depthFirst: "depth first"
    case .shallowestFirst: "shallowest first"
    }
  }

  /// A new walk of `root` in this order.
  public func walk(over root: any LibraryItem) -> any IteratorProtocol<Album> {
    switch self {
    case .depthFirst: DepthFirstWalk(over: root)
    case .shallowestFirst: BreadthFirstWalk(over: root)
    }
  }

  /// The other order.
  public var other: WalkOrder { self == .depthFirst ? .shallowestFirst : .depthFirst }
}
