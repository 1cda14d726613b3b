import MVC

// snippet.composite
/// A named shelf of items, albums and shelves alike (the Gang of Four's *composite*):
/// each question it is asked, it answers by asking what it holds.
///
/// A value type: putting a shelf on a shelf puts a copy of it there, as it is at that
/// moment, so no shelf can ever hold itself, directly or through others.
///
/// ```swift
/// var bowie = Shelf("Bowie", [Album.bestOfBowie])
/// var box = Shelf("Box set", [bowie])
/// box.albumCount   // 1: it asks `bowie`, which asks its album
/// ```
public struct Shelf: LibraryItem {
  public var title: String
  public private(set) var items: [any LibraryItem]

  public init(_ title: String, _ items: [any LibraryItem] = []) {
    self.title = title
    self.items = items
  }

  public var albumCount: Int { items.reduce(0) { $0 + $1.albumCount } }
  public var genres: Set<String> { items.reduce(into: []) { $0.formUnion($1.genres) } }
  public var albums: [Album] { items.flatMap(\.albums) }
  public func accept<Visitor: LibraryVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }

  /// Puts `item` last on this shelf.
  public mutating func append(_ item: any LibraryItem) {
    items.append(item)
  }
}
// snippet.end

/// Where an item stands in a tree of shelves: the index on the outermost shelf, then
/// on the shelf found there, and so on. `[1, 0]` is the first item of the second.
public typealias ShelfPath = [Int]

// snippet.paths
extension Shelf {
  /// The item at `path`; `nil` when the path leads nowhere.
  public func item(at path: ShelfPath) -> (any LibraryItem)? {
    guard let first = path.first, items.indices.contains(first) else { return nil }
    let rest = Array(path.dropFirst())
    if rest.isEmpty { return items[first] }
    return (items[first] as? Shelf)?.item(at: rest)
  }

  /// Takes the item at `path` off its shelf and returns it; `nil`, changing nothing,
  /// when the path leads nowhere.
  public mutating func remove(at path: ShelfPath) -> (any LibraryItem)? {
    guard let first = path.first, items.indices.contains(first) else { return nil }
    let rest = Array(path.dropFirst())
    if rest.isEmpty { return items.remove(at: first) }
    guard var shelf = items[first] as? Shelf, let removed = shelf.remove(at: rest) else {
      return nil
    }
    items[first] = shelf
    return removed
  }

  /// Puts `item` at `path`, the items from there on moving one along; `false`,
  /// changing nothing, when the shelf the path names is not there.
  @discardableResult
  public mutating func insert(_ item: any LibraryItem, at path: ShelfPath) -> Bool {
    guard let first = path.first else { return false }
    let rest = Array(path.dropFirst())
    if rest.isEmpty {
      guard (0...items.count).contains(first) else { return false }
      items.insert(item, at: first)
      return true
    }
    guard items.indices.contains(first), var shelf = items[first] as? Shelf,
      shelf.insert(item, at: rest)
    else { return false }
    items[first] = shelf
    return true
  }
}
// snippet.end
