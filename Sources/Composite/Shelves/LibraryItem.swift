import MVC

// snippet.component
/// Anything that can stand in the library's outline: one album, or a shelf of items
/// (the Gang of Four's *component*). A shelf and an album answer the same questions,
/// so whoever shows or counts them never needs to know which one it holds.
public protocol LibraryItem: Sendable {
  /// The name the outline shows: the album's title, or the shelf's name.
  var title: String { get }
  /// How many albums this item is, or holds at any depth.
  var albumCount: Int { get }
  /// The genres of every album this item is, or holds at any depth.
  var genres: Set<String> { get }
  /// Every album this item is or holds, in outline order.
  var albums: [Album] { get }
  /// The items directly inside this one: none for an album.
  var items: [any LibraryItem] { get }
  /// This item when it is one album, else `nil` (the default): asked instead of a cast,
  /// so a kind written later answers for itself (GoF's `GetComposite()`, for a leaf).
  var asAlbum: Album? { get }
  /// Hands this item to `visitor` as the kind it is: an album to `visit(_: Album)`, a
  /// shelf to `visit(_: Shelf)` (chapter 14's double dispatch). No default: a kind
  /// written later chooses which method it is visited by, or it does not compile.
  func accept<Visitor: LibraryVisitor>(_ visitor: inout Visitor)
}

extension LibraryItem { public var asAlbum: Album? { nil } }
// snippet.end

// snippet.leaf
/// An album is a leaf: it is one album, of one genre, and holds nothing.
extension Album: LibraryItem {
  public var albumCount: Int { 1 }
  public var genres: Set<String> { [genre] }
  public var albums: [Album] { [self] }
  public var items: [any LibraryItem] { [] }
  public var asAlbum: Album? { self }
  public func accept<Visitor: LibraryVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}
// snippet.end
