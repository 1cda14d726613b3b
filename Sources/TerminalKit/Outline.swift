/// One line of an outline: an item, how deep it stands, where, and whether it is open.
public struct OutlineRow<Item> {
  public let item: Item
  /// 0 for an item at the top.
  public let depth: Int
  /// Where the item stands: its index at the top, then among the children of the item
  /// found there, and so on. `[1, 0]` is the first child of the second item.
  public let path: [Int]
  /// The names from the top down to the item's own, each with how many siblings before
  /// it bear its name ("Live" for the first, "Live #2" for the second): what the outline
  /// knows it by.
  public let names: [String]
  /// Whether its children are listed: `nil` when it has none.
  public let isOpen: Bool?
}

extension OutlineRow: Sendable where Item: Sendable {}

// snippet.outline
/// Which items of a tree are open, and the rows that makes: every item one row, depth
/// first, except the items inside a closed one. It is what `NSOutlineView` keeps of its
/// items' expansion, or, in UIKit, what a section snapshot's `expand(_:)`, `collapse(_:)`
/// and `visibleItems` do. It holds no items, only which are closed, and asks an item
/// only its name and its children, so it lists a tree of any type.
///
/// An item is open unless closed, and is known by the names on the way to it (siblings
/// of one name by their order among themselves), so it keeps its state while the items
/// around it come and go.
///
/// ```swift
/// var outline = Outline()
/// let rows = outline.rows(of: folders, name: { $0.name }, children: { $0.subfolders })
/// outline.toggle(rows[0])   // closed: the first folder's subfolders leave the rows
/// ```
public struct Outline: Equatable, Sendable {
  /// The names on the way to each closed item, its own last.
  public private(set) var closed: Set<[String]> = []

  public init() {}

  /// The rows of `items` and, under each open item, of its children.
  public func rows<Item>(
    of items: [Item], name: (Item) -> String, children: (Item) -> [Item]
  ) -> [OutlineRow<Item>] {
    var rows: [OutlineRow<Item>] = []
    func list(_ items: [Item], depth: Int, path: [Int], names: [String]) {
      var seen: [String: Int] = [:]  // siblings of one name are told apart by their order
      for (index, item) in items.enumerated() {
        let own = name(item)
        seen[own, default: 0] += 1
        let known = seen[own] == 1 ? own : "\(own) #\(seen[own] ?? 0)"
        let (itemPath, itemNames, inside) = (path + [index], names + [known], children(item))
        let isOpen = inside.isEmpty ? nil : !closed.contains(itemNames)
        rows.append(
          OutlineRow(item: item, depth: depth, path: itemPath, names: itemNames, isOpen: isOpen))
        if isOpen == true { list(inside, depth: depth + 1, path: itemPath, names: itemNames) }
      }
    }
    list(items, depth: 0, path: [], names: [])
    return rows
  }

  /// Opens the row's item if closed, closes it if open; an item with no children stays
  /// as it is.
  public mutating func toggle<Item>(_ row: OutlineRow<Item>) {
    guard row.isOpen != nil else { return }
    if closed.remove(row.names) == nil { closed.insert(row.names) }
  }
}
// snippet.end
