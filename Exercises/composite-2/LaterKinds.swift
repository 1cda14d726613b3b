// Given with exercise composite-2. Read it; do not edit it: two kinds of item written
// after your code, which know only `title` and `items`.

/// A box set: it holds items, but it is closed: what it holds was fixed when it was
/// made, so nothing can be put on it or inside it.
struct BoxSet: ShelfItem {
  let title: String
  let contents: [any ShelfItem]
  var items: [any ShelfItem] { contents }
}

/// A single: a leaf, like an album. It holds nothing and takes nothing.
struct Single: ShelfItem {
  let title: String
  var items: [any ShelfItem] { [] }
}
