// Design: safety, with the walk in the client: it asks `asShelf` at each step, keeps
// the shelves it went through, and writes each changed one back into the one above.
// Exercise composite-2 · Transparency or safety
//
// Putting an item on a shelf is something only a shelf can do. Decide where that
// operation is declared: on the component, so every item has it and all but a shelf
// refuse it (transparency), or on the shelf alone, with the component saying which
// item is a shelf one can put things on (safety). The task is in
// Chapters/10-Composite.md, section Exercises.

// The decision: safety. Only a shelf can take an item, so the shelf's methods live on
// `Shelf` alone and the compiler refuses them on an album; the component says which item
// is a shelf (`asShelf`), so the client asks that where it would have cast.

/// What every item on a shelf answers: the component.
protocol ShelfItem {
  /// The album's title, or the shelf's name.
  var title: String { get }
  /// The items directly inside this one: none for an album.
  var items: [any ShelfItem] { get }
  /// This item as a shelf one can put items on; `nil` by default.
  var asShelf: Shelf? { get }
}

extension ShelfItem {
  var asShelf: Shelf? { nil }
}

/// One album: a leaf.
struct Album: ShelfItem {
  let title: String
  var items: [any ShelfItem] { [] }
}

/// A named shelf of items: the composite.
struct Shelf: ShelfItem {
  var title: String
  private(set) var items: [any ShelfItem]

  init(_ title: String, _ items: [any ShelfItem] = []) {
    self.title = title
    self.items = items
  }
}

extension Shelf {
  var asShelf: Shelf? { self }

  /// Puts `item` last on this shelf.
  mutating func append(_ item: any ShelfItem) {
    items.append(item)
  }

  /// Puts `item` at `index` in place of what was there.
  mutating func replace(at index: Int, with item: any ShelfItem) {
    items[index] = item
  }
}

/// Why an item was not put where it was asked to go.
struct Refusal: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// `root` with `item` put last on the shelf at `path` (`[]`: `root` itself); throws,
/// changing nothing, when `path` leads to no item, or to one that takes no items.
func putting(_ item: any ShelfItem, onShelfAt path: [Int], in root: any ShelfItem) throws
  -> any ShelfItem
{
  guard let top = root.asShelf else {
    throw Refusal("“\(root.title)” is no shelf one can put items on")
  }
  // The shelves the path goes through, the root first, the one that takes the item last.
  var chain = [top]
  for index in path {
    let here = chain[chain.count - 1]
    guard here.items.indices.contains(index) else {
      throw Refusal("“\(here.title)” has no item \(index)")
    }
    guard let next = here.items[index].asShelf else {
      throw Refusal("“\(here.items[index].title)” is no shelf one can put items on")
    }
    chain.append(next)
  }
  chain[chain.count - 1].append(item)
  for (level, index) in path.enumerated().reversed() {
    chain[level].replace(at: index, with: chain[level + 1])
  }
  return chain[0]
}
