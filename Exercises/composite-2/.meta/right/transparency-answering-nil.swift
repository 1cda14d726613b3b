// Design: transparency, with an operation that cannot throw: every item answers
// `adding(_:at:)` with a new item or with nil, and the client throws on nil.
// Exercise composite-2 · Transparency or safety
//
// Putting an item on a shelf is something only a shelf can do. Decide where that
// operation is declared: on the component, so every item has it and all but a shelf
// refuse it (transparency), or on the shelf alone, with the component saying which
// item is a shelf one can put things on (safety). The task is in
// Chapters/10-Composite.md, section Exercises.

// The decision: transparency, so the client never asks what it holds: it hands the
// path to the root and takes back a new tree, or nothing. An album, and any kind that
// does not say otherwise, answers nothing, and the client turns that into a refusal.

/// What every item on a shelf answers: the component.
protocol ShelfItem {
  /// The album's title, or the shelf's name.
  var title: String { get }
  /// The items directly inside this one: none for an album.
  var items: [any ShelfItem] { get }
  /// This item with `item` put last on the shelf at `path` under it (`[]`: itself), or
  /// `nil` when there is none. Only a shelf takes items: the default answers `nil`.
  func adding(_ item: any ShelfItem, at path: ArraySlice<Int>) -> (any ShelfItem)?
}

extension ShelfItem {
  func adding(_ item: any ShelfItem, at path: ArraySlice<Int>) -> (any ShelfItem)? {
    nil
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

  func adding(_ item: any ShelfItem, at path: ArraySlice<Int>) -> (any ShelfItem)? {
    var changed = self
    if let first = path.first {
      guard items.indices.contains(first),
        let inner = items[first].adding(item, at: path.dropFirst())
      else { return nil }
      changed.items[first] = inner
    } else {
      changed.items.append(item)
    }
    return changed
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
  guard let tree = root.adding(item, at: path[...]) else {
    throw Refusal("\(path) leads to no shelf in “\(root.title)”")
  }
  return tree
}
