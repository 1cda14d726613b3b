// Mistake: when a shelf runs out and drops out of the deal, the turn goes back to the
// first shelf, so the shelves after it lose their turn in that round.
// Lesson: a walk's place is all it knows: when its parts change, the place must be
// kept meaning the same thing (chapter 13, the external iterator).
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
    Dealing(walks: shelves.map { DepthFirstWalk(over: $0) })
  }
}

private struct Dealing: IteratorProtocol {
  var walks: [DepthFirstWalk]
  var turn = 0

  mutating func next() -> Album? {
    while !walks.isEmpty {
      if turn >= walks.count { turn = 0 }
      if let album = walks[turn].next() {
        turn += 1
        return album
      }
      walks.remove(at: turn)
      turn = 0  // start the round again from the first shelf left
    }
    return nil
  }
}
