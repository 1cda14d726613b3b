// Mistake: the component tells each item's kind as a string, `kind`, and the client and
// the shelf read it and make a shelf of what the item holds: no cast, no `type(of:)`,
// but a client that asks what it holds all the same.
// Lesson: neither design has the client ask a kind: transparency calls the operation on
// every item, safety asks for the shelf itself (chapter 10, casting in clients).
// Exercise composite-2 · Transparency or safety
//
// Putting an item on a shelf is something only a shelf can do. Decide where that
// operation is declared: on the component, so every item has it and all but a shelf
// refuse it (transparency), or on the shelf alone, with the component saying which
// item is a shelf one can put things on (safety). The task is in
// Chapters/10-Composite.md, section Exercises.

// The decision: transparency. Every item tells its kind, so the client and the shelf
// never cast or look at a type: they read the kind, and a kind written later is
// "item", which takes nothing.

/// What every item on a shelf answers: the component.
protocol ShelfItem {
  /// The album's title, or the shelf's name.
  var title: String { get }
  /// The items directly inside this one: none for an album.
  var items: [any ShelfItem] { get }
  /// What kind of item this is: "shelf" for one that takes items, else "item".
  var kind: String { get }
}

extension ShelfItem {
  var kind: String { "item" }
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

  var kind: String { "shelf" }

  /// Puts `item` last on the shelf at `path`, this shelf being where the first `depth`
  /// indices of `path` led (`[]` or `depth == path.count`: this shelf).
  mutating func put(_ item: any ShelfItem, at path: [Int], depth: Int = 0) throws {
    guard depth < path.count else {
      items.append(item)
      return
    }
    let index = path[depth]
    guard index >= 0, index < items.count else {
      throw Refusal("“\(title)” has no item \(index)")
    }
    let found = items[index]
    guard found.kind == "shelf" else {
      throw Refusal("“\(found.title)” is no shelf one can put items on")
    }
    var shelf = Shelf(found.title, found.items)
    try shelf.put(item, at: path, depth: depth + 1)
    items[index] = shelf
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
  guard root.kind == "shelf" else {
    throw Refusal("“\(root.title)” is no shelf one can put items on")
  }
  var shelf = Shelf(root.title, root.items)
  try shelf.put(item, at: path)
  return shelf
}
