import MVC

// snippet.visitor
/// One operation over a tree of shelves, with a method for each kind of item (the Gang
/// of Four's *visitor*; chapter 14 writes them). An item's `accept` calls the method of
/// its own kind, so the operation learns what it holds without a cast.
///
/// The items do not descend for the visitor: a `visit(_: Shelf)` that wants the shelf's
/// items accepts each in turn, so it can do something before and after them.
public protocol LibraryVisitor {
  /// What the operation does with one album.
  mutating func visit(_ album: Album)
  /// What the operation does with one shelf, its items included or not.
  mutating func visit(_ shelf: Shelf)
}
// snippet.end
