// Mistake: each shelf is walked shallowest first, the chapter's other walk, so albums
// on a shelf inside a shelf come after those further along its outline.
// Lesson: a walk's order is part of its promise: "in the outline's order" is depth
// first, and the two walks give the same albums in different orders (chapter 13, two
// walks of one tree).
import Composite
import Iterator
import MVC

/// The albums of several shelves (or any library items) dealt in turn: the first album
/// of each shelf, then the second of each, and so on, a shelf that has run out passed
/// over. Each shelf's albums come in its outline's order. Every loop deals afresh, and
/// a walk reads a shelf only when it needs the next album from it.
struct RoundRobin: Sequence {
  private let shelves: [any LibraryItem]

  init(_ shelves: [any LibraryItem]) {
    self.shelves = shelves
  }

  func makeIterator() -> some IteratorProtocol<Album> {
    Dealing(walks: shelves.map { BreadthFirstWalk(over: $0) })
  }
}

/// A deal under way: one walk per shelf not yet run out, in the shelves' order, and
/// whose turn it is. Each walk holds its place in its shelf, never a list of albums, so
/// the deal reads a shelf only as far as the album it gives.
private struct Dealing: IteratorProtocol {
  var walks: [BreadthFirstWalk]
  var turn = 0

  mutating func next() -> Album? {
    while !walks.isEmpty {
      turn %= walks.count
      if let album = walks[turn].next() {
        turn += 1
        return album
      }
      walks.remove(at: turn)  // run out: the shelf after it takes this turn
    }
    return nil
  }
}
