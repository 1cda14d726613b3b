/// One line of the outline: an item, how deep it stands, and where.
public struct OutlineRow: Sendable {
  public var item: any LibraryItem
  public var depth: Int
  public var path: ShelfPath
  /// Whether the item holds items and shows them: `nil` when it holds none.
  public var isOpen: Bool?
}

// snippet.outline
/// The tree of shelves as the screen lists it: every item, one row each, depth first,
/// except those inside a closed item. It asks each item only what every item answers
/// (`items`), so it lists a kind of item it has never heard of just as well.
///
/// An item is open unless closed: `closed` holds the titles on the way to each closed
/// item, so an item keeps its state while the items around it are deleted or put back.
public struct Outline: Equatable, Sendable {
  public private(set) var closed: Set<[String]> = []

  public init() {}

  /// The rows of `root`'s items, its own row left out.
  public func rows(of root: any LibraryItem) -> [OutlineRow] {
    var rows: [OutlineRow] = []
    appendRows(of: root.items, depth: 0, path: [], titles: [], to: &rows)
    return rows
  }

  private func appendRows(
    of items: [any LibraryItem], depth: Int, path: ShelfPath, titles: [String],
    to rows: inout [OutlineRow]
  ) {
    for (index, item) in items.enumerated() {
      let itemTitles = titles + [item.title]
      let isOpen = item.items.isEmpty ? nil : !closed.contains(itemTitles)
      rows.append(OutlineRow(item: item, depth: depth, path: path + [index], isOpen: isOpen))
      if isOpen == true {
        appendRows(
          of: item.items, depth: depth + 1, path: path + [index], titles: itemTitles, to: &rows)
      }
    }
  }

  /// Opens a closed item, closes an open one; an item that holds nothing stays as it is.
  public mutating func toggle(_ row: OutlineRow, in root: any LibraryItem) {
    guard row.isOpen != nil else { return }
    let titles = Self.titles(to: row.path, in: root)
    if closed.remove(titles) == nil { closed.insert(titles) }
  }
  // snippet.end

  /// The titles on the way from `root` to the item at `path`.
  static func titles(to path: ShelfPath, in root: any LibraryItem) -> [String] {
    var titles: [String] = []
    var items = root.items
    for index in path {
      guard items.indices.contains(index) else { break }
      titles.append(items[index].title)
      items = items[index].items
    }
    return titles
  }
}
