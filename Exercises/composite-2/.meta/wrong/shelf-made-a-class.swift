// Mistake: safety, but `Shelf` is made a class so that a shelf found deep in the tree
// can be changed where it is, with nothing written back; `putting` then changes the
// tree it was given, and every copy of it, instead of making a new one.
// Lesson: the chapter's shelves are values, and `putting` answers with a new tree;
// a reference shared by two trees changes both (chapter 10, the composite).
// Exercise composite-2 · Transparency or safety
//
// Putting an item on a shelf is something only a shelf can do. Decide where that
// operation is declared: on the component, so every item has it and all but a shelf
// refuse it (transparency), or on the shelf alone, with the component saying which
// item is a shelf one can put things on (safety). The task is in
// Chapters/10-Composite.md, section Exercises.

// The decision: safety. Only a shelf can take an item, so only `Shelf` declares `put`,
// and the compiler refuses it on an album. The component answers `asShelf`, nil unless
// the item is a shelf, so the client asks instead of casting.

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

/// A named shelf of items: the composite. A class, so that a shelf is changed in place.
final class Shelf: ShelfItem {
  var title: String
  private(set) var items: [any ShelfItem]

  init(_ title: String, _ items: [any ShelfItem] = []) {
    self.title = title
    self.items = items
  }

  var asShelf: Shelf? { self }

  /// Puts `item` last on the shelf at `path` under this one (`[]`: this one).
  func put(_ item: any ShelfItem, at path: ArraySlice<Int>) throws {
    guard let first = path.first else {
      items.append(item)
      return
    }
    guard items.indices.contains(first) else {
      throw Refusal("“\(title)” has no item \(first)")
    }
    guard let shelf = items[first].asShelf else {
      throw Refusal("“\(items[first].title)” is no shelf one can put items on")
    }
    try shelf.put(item, at: path.dropFirst())
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
  guard let shelf = root.asShelf else {
    throw Refusal("“\(root.title)” is no shelf one can put items on")
  }
  try shelf.put(item, at: path[...])
  return shelf
}
