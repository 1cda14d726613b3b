// Design: transparency, its comment opening on a word that only looks like a design's
// name: "unsafe" names neither design, so the comment names transparency first.
// Exercise composite-2 · Transparency or safety
//
// Putting an item on a shelf is something only a shelf can do. Decide where that
// operation is declared: on the component, so every item has it and all but a shelf
// refuse it (transparency), or on the shelf alone, with the component saying which
// item is a shelf one can put things on (safety). The task is in
// Chapters/10-Composite.md, section Exercises.

// The decision: no unsafe cast anywhere, so transparency. Every item can be asked to
// take an item, so the client walks a path without ever asking what it holds; an album,
// and any kind that does not say otherwise, refuses through the default, at run time
// rather than at compile time.

/// What every item on a shelf answers: the component.
protocol ShelfItem {
  /// The album's title, or the shelf's name.
  var title: String { get }
  /// The items directly inside this one: none for an album.
  var items: [any ShelfItem] { get }
  /// Puts `item` last on the shelf at `path` under this one (`[]`: this one); throws
  /// when there is none. Only a shelf takes items: the default refuses.
  mutating func put(_ item: any ShelfItem, at path: ArraySlice<Int>) throws
}

extension ShelfItem {
  mutating func put(_ item: any ShelfItem, at path: ArraySlice<Int>) throws {
    throw Refusal("“\(title)” takes no items")
  }
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

  mutating func put(_ item: any ShelfItem, at path: ArraySlice<Int>) throws {
    guard let first = path.first else {
      items.append(item)
      return
    }
    guard items.indices.contains(first) else {
      throw Refusal("“\(title)” has no item \(first)")
    }
    try items[first].put(item, at: path.dropFirst())
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
  var tree = root
  try tree.put(item, at: path[...])
  return tree
}
