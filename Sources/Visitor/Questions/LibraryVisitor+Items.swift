import Composite

// snippet.visiting
extension LibraryVisitor {
  /// Accepts each item of `shelf` in turn, in outline order: what a `visit(_: Shelf)`
  /// calls when the operation wants what the shelf holds.
  public mutating func visitItems(of shelf: Shelf) {
    for item in shelf.items { item.accept(&self) }
  }
}

extension LibraryItem {
  /// `visitor` after it has visited this item: `shelf.visited(by: GenreTally())`.
  public func visited<Visitor: LibraryVisitor>(by visitor: Visitor) -> Visitor {
    var visitor = visitor
    accept(&visitor)
    return visitor
  }
}
// snippet.end
