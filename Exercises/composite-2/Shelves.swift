// Exercise composite-2 · Transparency or safety
//
// Putting an item on a shelf is something only a shelf can do. Decide where that
// operation is declared: on the component, so every item has it and all but a shelf
// refuse it (transparency), or on the shelf alone, with the component saying which
// item is a shelf one can put things on (safety). The task is in
// Chapters/10-Composite.md, section Exercises.

// The decision: (say here which you chose, transparency or safety, and why)

/// What every item on a shelf answers: the component.
protocol ShelfItem {
  /// The album's title, or the shelf's name.
  var title: String { get }
  /// The items directly inside this one: none for an album.
  var items: [any ShelfItem] { get }
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
  root  // TODO: put the item there, or refuse
}
