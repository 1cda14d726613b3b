// Mistake: the walk refuses any path of more than two indices, as if a library were
// never deeper than rooms of cases of shelves, so a shelf three levels down takes
// nothing.
// Lesson: a composite holds composites to any depth; the walk follows the path as far
// as it goes, and only what it finds there may refuse (chapter 10, the composite).
// Exercise composite-2 · Transparency or safety
//
// Putting an item on a shelf is something only a shelf can do. Decide where that
// operation is declared: on the component, so every item has it and all but a shelf
// refuse it (transparency), or on the shelf alone, with the component saying which
// item is a shelf one can put things on (safety). The task is in
// Chapters/10-Composite.md, section Exercises.

// The decision: safety. Only a shelf can take an item, so only `Shelf` declares `put`,
// and the compiler refuses it on an album. The component answers one question, `asShelf`,
// nil unless the item is a shelf, so the client asks instead of casting, and a kind
// written later is no shelf unless it says so.

/// What every item on a shelf answers: the component.
protocol ShelfItem {
  /// The album's title, or the shelf's name.
  var title: String { get }
  /// The items directly inside this one: none for an album.
  var items: [any ShelfItem] { get }
  /// This item as a shelf one can put items on, else `nil` (the default).
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

  var asShelf: Shelf? { self }

  /// Puts `item` last on the shelf at `path`, this shelf being where the first `depth`
  /// indices of `path` led (`[]` or `depth == path.count`: this shelf).
  mutating func put(_ item: any ShelfItem, at path: [Int], depth: Int = 0) throws {
    // A library is rooms of cases of shelves: no path goes deeper than that.
    guard path.count <= 2 else {
      throw Refusal("no shelf is \(path.count) levels down")
    }
    guard depth < path.count else {
      items.append(item)
      return
    }
    let index = path[depth]
    guard index >= 0, index < items.count else {
      throw Refusal("“\(title)” has no item \(index)")
    }
    guard var shelf = items[index].asShelf else {
      throw Refusal("“\(items[index].title)” is no shelf one can put items on")
    }
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
  guard var shelf = root.asShelf else {
    throw Refusal("“\(root.title)” is no shelf one can put items on")
  }
  try shelf.put(item, at: path)
  return shelf
}
